import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

/**
 * An antd outlined icon drawn from its definition (@ant-design/icons-svg) without @ant-design/icons,
 * whose runtime /login does not need. Decorative: hidden from assistive technology.
 */
export function Icon({ icon, className }: { icon: IconDefinition; className?: string }) {
  if (typeof icon.icon === 'function') return null;
  const svg: AbstractNode = icon.icon;
  return (
    <span className={className} style={{ display: 'inline-flex', lineHeight: 0 }}>
      <svg
        viewBox={svg.attrs.viewBox}
        width="1em"
        height="1em"
        fill="currentColor"
        focusable="false"
        aria-hidden="true"
      >
        {(svg.children ?? []).map((node) =>
          node.tag === 'path' ? <path key={node.attrs.d} d={node.attrs.d} /> : null,
        )}
      </svg>
    </span>
  );
}
