import Fastify from 'fastify';

/** The ceiling: a bare Fastify route answering from memory the exact bytes the real server sent. */
const bodies: string[] = [];
const app = Fastify({ logger: false });
app.get<{ Params: { index: string } }>('/ceiling/:index', (request, reply) => {
  reply.type('application/json; charset=utf-8').send(bodies[Number(request.params.index)] ?? '{}');
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', (message: { body?: string }) => {
  if (message.body === undefined) return;
  bodies.push(message.body);
  process.send?.({ index: bodies.length - 1 });
});
process.on('disconnect', () => {
  void app.close().then(() => process.exit(0));
});
process.send?.({ url });
