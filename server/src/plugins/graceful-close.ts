import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the server closes, in-flight responses go out with `Connection: close`: otherwise a
 * keep-alive client holds its socket open after the last response and the close never ends.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
