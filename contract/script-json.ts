/**
 * JSON to write inside a <script> element of a served page (the page's state, the loader's plan,
 * JSON-LD): `<`, `>`, `&` and the two JavaScript line separators written as \u escapes, so no value can
 * close the element or open a comment. JSON.parse reads it back unchanged. The server and the SSR
 * bundle both write with it.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
