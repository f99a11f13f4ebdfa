import { byArea } from './areas.ts';

// Every English texts file in one module: the browser fetches a language's texts as one file.
export default byArea(
  import.meta.glob<Record<string, unknown>>('./en/*.json', { import: 'default', eager: true }),
);
