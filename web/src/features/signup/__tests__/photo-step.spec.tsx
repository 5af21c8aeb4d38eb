import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../../test/render-in';
import { PhotoStep } from '../components/photo-step';

describe("the signup's photo step", () => {
  it("offers the photo in the site's language, not the browser's file input", async () => {
    const { container } = await renderIn('de', <PhotoStep onDone={() => undefined} />);
    const input = screen.getByLabelText('Profilfoto (optional)', { exact: false });
    expect(input).toHaveAttribute('type', 'file');
    // the browser's input ("Choose File", "No file chosen" in the browser's language) is not shown
    expect(input).toHaveClass('visually-hidden');
    const button = container.querySelector(`label[for="${input.id}"].btn`);
    expect(button).toHaveTextContent('Foto auswählen');

    fireEvent.change(input, { target: { files: [new File(['x'], 'urlaub.jpg', { type: 'image/jpeg' })] } });
    expect(button).toHaveTextContent('Anderes Foto auswählen');
    expect(screen.getByText('urlaub.jpg')).toBeVisible();
  });
});
