/**
 * The load bench's baseline (bench/load.ts): a bare Fastify route in its own
 * process, answering a small JSON body on GET /baseline at PORT on 127.0.0.1.
 * CarSetu's figures are printed as a share of this one, measured in the same
 * run on the same machine, so they mean something on any hardware.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/baseline', async () => ({ Success: true, Message: 'Success', Data: [] }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('baseline ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
