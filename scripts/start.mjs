// `npm start`: build the export if it is missing or stale, then serve it on PORT (default 3000).
import { buildIfStale } from './build-if-stale.mjs';
import { createStaticServer } from './static-site.mjs';

buildIfStale();

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const server = createStaticServer();
server.listen(port, host, () => {
  console.log(`Бэк-офис залов: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
