import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setNotifier } from '@portal/shared/platform';
import { renderScreen } from '@portal/shared/testing';
import { FileDrop, fileDropProblem, type UploadedFile } from './FileDrop';

jest.setTimeout(20_000);

const TYPES = [
  { ext: 'pdf', mime: 'application/pdf' },
  { ext: 'png', mime: 'image/png' },
];
const MESSAGES = { tooMany: 'Too many.', tooLarge: 'Too large.', wrongType: 'Wrong type.' };
const file = (name: string, size = 10, type = '') => new File([new Uint8Array(size)], name, { type });

function Harness({ upload }: { upload: (files: File[], onProgress: (r: number) => void) => Promise<UploadedFile[]> }) {
  const [value, setValue] = useState<UploadedFile[]>([]);
  return <FileDrop value={value} onChange={setValue} upload={upload} types={TYPES} maxBytes={100} maxFiles={2} messages={MESSAGES} />;
}

const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText('Attach files'), { target: { files } });

describe('FileDrop', () => {
  let errors: string[];
  beforeEach(() => {
    errors = [];
    setNotifier({ error: (t) => errors.push(t), success: () => {}, info: () => {} });
  });
  afterEach(() => setNotifier(null));

  it('checks count, size and type before sending anything', () => {
    const limits = { types: TYPES, maxBytes: 100, maxFiles: 2, messages: MESSAGES };
    expect(fileDropProblem([file('a.pdf'), file('b.pdf')], 1, limits)).toBe('Too many.');
    expect(fileDropProblem([file('a.pdf', 101)], 0, limits)).toBe('Too large.');
    expect(fileDropProblem([file('a.exe')], 0, limits)).toBe('Wrong type.');
    expect(fileDropProblem([file('scan', 10, 'image/png')], 0, limits)).toBeNull();
    expect(fileDropProblem([file('A.PDF')], 0, limits)).toBeNull();
  });

  it('refuses a wrong file with the message and uploads nothing', () => {
    const upload = jest.fn();
    renderScreen('/x', <Harness upload={upload} />);
    pick(file('virus.exe'));
    expect(errors).toEqual(['Wrong type.']);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads with progress and lists what the server staged', async () => {
    let finish!: (files: UploadedFile[]) => void;
    const upload = jest.fn((_files: File[], onProgress: (r: number) => void) => {
      onProgress(0.5);
      return new Promise<UploadedFile[]>((resolve) => (finish = resolve));
    });
    renderScreen('/x', <Harness upload={upload} />);
    pick(file('rma.pdf'));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    finish([{ id: 'u1', name: 'rma.pdf' }]);
    expect(await screen.findByText('rma.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's answer and uploads again on Retry", async () => {
    const upload = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('The file is not a PDF.', 400))
      .mockResolvedValueOnce([{ id: 'u1', name: 'rma.pdf' }]);
    renderScreen('/x', <Harness upload={upload} />);
    pick(file('rma.pdf'));
    expect(await screen.findByText('The file is not a PDF.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('rma.pdf')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The file is not a PDF.')).not.toBeInTheDocument());
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1][0][0].name).toBe('rma.pdf');
  });
});
