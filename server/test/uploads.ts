import sharp from 'sharp';

// Multipart bodies for app.inject and real file bytes to put in them.

/** Encodes a FormData the way a browser would, for app.inject. */
export async function multipart(
  form: FormData,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return { payload, headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

export function formOf(fields: Record<string, string | Blob | [Blob, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(name, value[0], value[1]);
    else form.append(name, value);
  }
  return form;
}

/** A real image of the given format. */
export function imageBytes(format: 'png' | 'jpeg' | 'webp' = 'png', size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#e0529c' } })
    .toFormat(format)
    .toBuffer();
}
