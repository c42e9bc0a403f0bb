/** PDF string literals take printable ASCII here; anything else becomes '?' (the built-in fonts have no CJK). */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');

/**
 * A small valid one-page A4 PDF showing the given lines in Helvetica (demo standards and tests): the objects, a
 * cross-reference table with their byte offsets, and the trailer. Every byte is ASCII, so offsets are lengths.
 */
export function samplePdf(lines: string[]): Buffer {
  const text = lines.map(
    (line, i) => `${i === 0 ? '/F1 18 Tf 72 770 Td' : '/F1 12 Tf 0 -26 Td'} (${pdfText(line)}) Tj`,
  );
  const content = `BT\n${text.join('\n')}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
