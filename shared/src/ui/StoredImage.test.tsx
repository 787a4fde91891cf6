import { fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@portal/shared/core';
import { StoredImage } from './StoredImage';

describe('StoredImage', () => {
  it('shows the stored image, lazily when asked', () => {
    render(<StoredImage src="/Images/Designs/D1-1.svg" alt="Design D1-1" width={56} height={56} lazy />);
    const img = screen.getByRole('img', { name: 'Design D1-1' });
    expect(img).toHaveAttribute('src', '/Images/Designs/D1-1.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("says 'failed to load image' in the image's place when the file cannot be loaded", () => {
    render(<StoredImage src="/Images/Designs/GONE-1.svg" alt="Design GONE-1" width={200} height={200} />);
    fireEvent.error(screen.getByRole('img', { name: 'Design GONE-1' }));
    const box = screen.getByRole('img', { name: 'Design GONE-1' });
    expect(box.tagName).toBe('SPAN');
    expect(box).toHaveTextContent(messages.imageLoadFailed);
  });
});
