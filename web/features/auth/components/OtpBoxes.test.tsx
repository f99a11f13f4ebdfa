import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyOtp, isOtpComplete, OtpBoxes, otpCode } from './OtpBoxes.tsx';

function Harness({
  initial = emptyOtp(),
  onComplete,
  disabled,
}: {
  initial?: string[];
  onComplete?: (digits: string[]) => void;
  disabled?: boolean;
}) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <OtpBoxes
        label="Code"
        value={digits}
        onChange={setDigits}
        onComplete={onComplete}
        disabled={disabled}
      />
      <output data-testid="code">{otpCode(digits)}</output>
      <output data-testid="complete">{String(isOtpComplete(digits))}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value);

describe('OtpBoxes', () => {
  it('labels six numeric boxes and offers one-time-code autofill on the first only', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Code' })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4, 5, 6]) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
  });

  it('takes one digit per box and moves on as the shopper types', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(box(2)).toHaveFocus();
    fireEvent.keyDown(box(2), { key: '2' });
    expect(box(3)).toHaveFocus();
    // Letters are refused.
    fireEvent.change(box(3), { target: { value: 'a' } });
    expect(box(3)).toHaveValue('');
    expect(box(3)).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent('42');
  });

  it('replaces a filled box with the new digit when typed into without selecting', () => {
    render(<Harness initial={['1', '2', '', '', '', '']} />);
    fireEvent.change(box(1), { target: { value: '17' } });
    expect(values()).toEqual(['7', '2', '', '', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it('Backspace clears the box, then steps back and clears the one before', () => {
    render(<Harness initial={['1', '2', '3', '', '', '']} />);
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it('moves with the arrow keys', () => {
    render(<Harness />);
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' });
    expect(box(2)).toHaveFocus();
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    fireEvent.keyDown(box(3), { key: 'ArrowRight' });
    expect(box(4)).toHaveFocus();
  });

  it('pasting digits fills the boxes from the first, whatever box has focus', () => {
    render(<Harness initial={['9', '9', '9', '9', '9', '9']} />);
    fireEvent.paste(box(4), { clipboardData: { getData: () => ' 123-456 ' } });
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getByTestId('complete')).toHaveTextContent('true');
    expect(box(6)).toHaveFocus();
  });

  it('a short paste fills the first boxes and leaves the rest empty; text without digits is ignored', () => {
    render(<Harness initial={['9', '9', '9', '9', '9', '9']} />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => 'abc' } });
    expect(values()).toEqual(['9', '9', '9', '9', '9', '9']);
    fireEvent.paste(box(2), { clipboardData: { getData: () => '12' } });
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    expect(screen.getByTestId('complete')).toHaveTextContent('false');
  });

  it('spreads a whole code autofilled into the first box', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('hands the code on when the sixth digit is typed, once, and not for fewer digits', () => {
    const complete = vi.fn();
    render(<Harness onComplete={complete} />);
    for (const n of [1, 2, 3, 4, 5]) fireEvent.change(box(n), { target: { value: String(n) } });
    expect(complete).not.toHaveBeenCalled();
    fireEvent.keyDown(box(6), { key: '6' });
    expect(complete).toHaveBeenCalledTimes(1);
    expect(complete).toHaveBeenCalledWith(['1', '2', '3', '4', '5', '6']);
    // Clearing a box completes nothing.
    fireEvent.keyDown(box(6), { key: 'Backspace' });
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('hands the code on when a paste or an autofill fills all six boxes', () => {
    const complete = vi.fn();
    render(<Harness onComplete={complete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12' } });
    expect(complete).not.toHaveBeenCalled();
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123 456' } });
    expect(complete).toHaveBeenCalledTimes(1);
    expect(complete).toHaveBeenLastCalledWith(['1', '2', '3', '4', '5', '6']);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(complete).toHaveBeenCalledTimes(2);
    expect(complete).toHaveBeenLastCalledWith(['6', '5', '4', '3', '2', '1']);
  });

  it('gives the focus back to the first box when re-enabled after a check', () => {
    const { rerender } = render(<Harness initial={['1', '2', '3', '4', '5', '6']} />);
    box(6).focus();
    rerender(<Harness initial={['1', '2', '3', '4', '5', '6']} disabled />);
    rerender(<Harness initial={['1', '2', '3', '4', '5', '6']} />);
    expect(box(1)).toHaveFocus();
  });
});
