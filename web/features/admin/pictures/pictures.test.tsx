import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../../contract/admin-products.ts';
import { TOKEN_KEY } from '../../../lib/auth-storage.ts';
import { deferred, fakeApi, refusal } from '../../../test/fake-api.ts';
import { PictureInput } from './PictureInput.tsx';
import { PictureList } from './PictureList.tsx';

// The console's picture fields: uploads with their own progress and the server's words when refused,
// a visible drop zone, reordering by drag and by keyboard-reachable buttons, and removing.

const photo = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const stored = (name: string) => `catalogue/${name.replace(/\W/g, '-')}.webp`;

/** The upload endpoint answering with a stored name made from the file's name. */
const uploads = () => ({
  adminUpload: ({ form }: { form: FormData | undefined }) => {
    const file = form?.get('file') as File;
    return { file: stored(file.name), width: 600, height: 750 };
  },
});

function List({
  initial = [],
  max,
  onChange = () => {},
}: {
  initial?: string[];
  max?: number;
  onChange?: (files: string[]) => void;
}) {
  const [files, setFiles] = useState(initial);
  return (
    <PictureList
      value={files}
      onChange={(next) => {
        onChange(next);
        setFiles(next);
      }}
      kind="product"
      label="Pictures of Rose"
      {...(max === undefined ? {} : { max })}
    />
  );
}

const pictures = () =>
  within(screen.getByRole('list', { name: 'Pictures of Rose' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

const choose = (label: string, files: File[]) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files } });

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'token-1');
});

describe('PictureList', () => {
  it('shows each picture from /uploads and reorders them with buttons, keeping the focus on the move', () => {
    fakeApi();
    const onChange = vi.fn();
    render(
      <List initial={['catalogue/a.webp', 'catalogue/b.webp', 'catalogue/c.webp']} onChange={onChange} />,
    );
    expect(pictures()).toEqual([
      '/uploads/catalogue/a.webp',
      '/uploads/catalogue/b.webp',
      '/uploads/catalogue/c.webp',
    ]);
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 3 later' })).toBeDisabled();

    const later = screen.getByRole('button', { name: 'Move picture 1 later' });
    later.focus();
    fireEvent.click(later);
    expect(onChange).toHaveBeenLastCalledWith(['catalogue/b.webp', 'catalogue/a.webp', 'catalogue/c.webp']);
    expect(document.activeElement).toHaveAccessibleName('Move picture 2 later');
    expect(screen.getByText('Picture 1 moved to place 2 of 3.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    expect(pictures()).toEqual([
      '/uploads/catalogue/b.webp',
      '/uploads/catalogue/c.webp',
      '/uploads/catalogue/a.webp',
    ]);
  });

  it('moves a picture dragged onto another’s place', () => {
    fakeApi();
    render(<List initial={['catalogue/a.webp', 'catalogue/b.webp', 'catalogue/c.webp']} />);
    const items = within(screen.getByRole('list', { name: 'Pictures of Rose' })).getAllByRole('listitem');
    const dataTransfer = { types: ['text/plain'], setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    expect(pictures()).toEqual([
      '/uploads/catalogue/c.webp',
      '/uploads/catalogue/a.webp',
      '/uploads/catalogue/b.webp',
    ]);
  });

  it('removes a picture', () => {
    fakeApi();
    const onChange = vi.fn();
    render(<List initial={['catalogue/a.webp', 'catalogue/b.webp']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(onChange).toHaveBeenLastCalledWith(['catalogue/b.webp']);
    expect(document.activeElement).toHaveAccessibleName('Remove picture 1');
  });

  it('uploads chosen files one after another, showing each one’s progress, and adds them in order', async () => {
    const first = deferred();
    const api = fakeApi({
      adminUpload: ({ form }) => {
        const file = form?.get('file') as File;
        if (file.name === 'front.jpg') return first.promise;
        return { file: stored(file.name), width: 600, height: 750 };
      },
    });
    const onChange = vi.fn();
    render(<List initial={['catalogue/a.webp']} onChange={onChange} />);
    choose('Choose pictures: Pictures of Rose', [photo('front.jpg'), photo('back.jpg')]);

    expect(await screen.findByRole('progressbar', { name: 'Uploading front.jpg' })).toBeInTheDocument();
    expect(screen.getByText(/Waiting to upload back\.jpg/)).toBeInTheDocument();
    expect(api.calls('adminUpload')).toHaveLength(1);
    const sent = api.calls('adminUpload')[0]!;
    expect(sent.query.get('kind')).toBe('product');
    expect((sent.form?.get('file') as File | undefined)?.name).toBe('front.jpg');

    await act(async () => {
      first.resolve(
        new Response(JSON.stringify({ success: true, file: stored('front.jpg'), width: 600, height: 750 }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        'catalogue/a.webp',
        stored('front.jpg'),
        stored('back.jpg'),
      ]),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(pictures()).toHaveLength(3);
  });

  it('shows the server’s words for a refused file, and tries again on request', async () => {
    let refuse = true;
    fakeApi({
      adminUpload: ({ form }) =>
        refuse
          ? refusal(415, UPLOAD_MESSAGES.notAnImage)
          : { file: stored((form?.get('file') as File | undefined)?.name ?? ''), width: 600, height: 750 },
    });
    render(<List />);
    choose('Choose pictures: Pictures of Rose', [photo('notes.jpg')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`notes.jpg: ${UPLOAD_MESSAGES.notAnImage}`);

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again to upload notes.jpg' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(pictures()).toEqual([`/uploads/${stored('notes.jpg')}`]);
  });

  it('takes files dropped on its visible drop zone', async () => {
    fakeApi(uploads());
    render(<List />);
    const zone = screen.getByTestId('drop-zone');
    const dataTransfer = { types: ['Files'], files: [photo('dropped.jpg')], dropEffect: '' };
    fireEvent.dragOver(zone, { dataTransfer });
    expect(within(zone).getByText('Drop to upload')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(pictures()).toEqual([`/uploads/${stored('dropped.jpg')}`]));
  });

  it('refuses what does not fit, and a file over 8 MB, without sending them', async () => {
    const api = fakeApi(uploads());
    render(<List initial={['catalogue/a.webp']} max={2} />);
    choose('Choose pictures: Pictures of Rose', [
      photo('big.jpg', UPLOAD_MAX_BYTES + 1),
      photo('one.jpg'),
      photo('two.jpg'),
    ]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      `big.jpg: ${UPLOAD_MESSAGES.tooLarge}`,
      expect.stringMatching(/^two\.jpg: This list holds 2 pictures at most/),
    ]);
    await waitFor(() => expect(pictures()).toHaveLength(2));
    expect(api.calls('adminUpload').map((c) => (c.form?.get('file') as File | undefined)?.name)).toEqual([
      'one.jpg',
    ]);
    expect(screen.getByRole('button', { name: 'Choose pictures' })).toBeDisabled();
  });
});

function Single({
  initial = null,
  onChange = () => {},
}: {
  initial?: string | null;
  onChange?: (f: string | null) => void;
}) {
  const [file, setFile] = useState<string | null>(initial);
  return (
    <PictureInput
      value={file}
      onChange={(next) => {
        onChange(next);
        setFile(next);
      }}
      kind="logo"
      label="Logo"
    />
  );
}

describe('PictureInput', () => {
  it('uploads a chosen picture as a logo and shows it', async () => {
    const api = fakeApi(uploads());
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    choose('Choose a picture: Logo', [photo('logo.png')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(stored('logo.png')));
    expect(api.calls('adminUpload')[0]?.query.get('kind')).toBe('logo');
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      `/uploads/${stored('logo.png')}`,
    );
    expect(screen.getByRole('button', { name: 'Replace picture' })).toBeInTheDocument();
  });

  it('keeps the old picture when a new one is refused, and removes it on request', async () => {
    fakeApi({ adminUpload: () => refusal(400, UPLOAD_MESSAGES.tooSmall) });
    const onChange = vi.fn();
    render(<Single initial="catalogue/old.webp" onChange={onChange} />);
    choose('Choose a picture: Logo', [photo('tiny.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(`tiny.png: ${UPLOAD_MESSAGES.tooSmall}`);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/uploads/catalogue/old.webp');

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a picture' })).toBeInTheDocument();
  });
});
