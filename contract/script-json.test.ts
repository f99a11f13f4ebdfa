import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('scriptJson', () => {
  it('cannot close its <script> element or open a comment, and reads back unchanged', () => {
    const value = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- a & b -->',
      lines: 'one\u2028two\u2029three',
      price: 749,
    };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
