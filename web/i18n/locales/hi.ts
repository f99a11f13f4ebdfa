import { byArea } from './areas.ts';

// Every Hindi texts file in one module: the browser fetches a language's texts as one file.
export default byArea(
  import.meta.glob<Record<string, unknown>>('./hi/*.json', { import: 'default', eager: true }),
);
