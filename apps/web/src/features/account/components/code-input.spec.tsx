import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../testing/render';
import { CodeInput, emptyCode } from './code-input';

function Harness() {
  const [digits, setDigits] = useState(emptyCode);
  return (
    <>
      <p id="code-label">Code de vérification</p>
      <CodeInput digits={digits} onChange={setDigits} labelledBy="code-label" />
      <output data-testid="value">{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const value = () => screen.getByTestId('value').textContent;

describe('CodeInput', () => {
  it('shows six labelled single-digit boxes for numbers, the first one for one-time-code autofill', () => {
    renderWithProviders(<Harness />);

    expect(screen.getByRole('group', { name: 'Code de vérification' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(boxes().every((box) => box.inputMode === 'numeric')).toBe(true);
    expect(boxes()[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes()[1]?.getAttribute('autocomplete')).toBe('off');
    expect(screen.getByRole('textbox', { name: 'Chiffre 3 sur 6' })).toBe(boxes()[2]);
  });

  it('takes digits only and moves to the next box after each one', () => {
    renderWithProviders(<Harness />);

    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(document.activeElement).toBe(boxes()[1]);

    fireEvent.change(boxes()[1]!, { target: { value: 'a' } });
    expect(boxes()[1]?.value).toBe('');
    expect(document.activeElement).toBe(boxes()[1]);

    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    expect(value()).toBe('42');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('keeps the new digit when typing over one', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });

    fireEvent.change(boxes()[0]!, { target: { value: '47' } });

    expect(boxes()[0]?.value).toBe('7');
  });

  it('fills every box when exactly six digits are pasted, and ignores anything else', () => {
    renderWithProviders(<Harness />);

    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => '12a456' } });
    expect(value()).toBe('');

    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => '1234567' } });
    expect(value()).toBe('');

    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 048213 ' } });
    expect(boxes().map((box) => box.value)).toEqual(['0', '4', '8', '2', '1', '3']);
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('fills every box from the autofill of the whole code into one box', () => {
    renderWithProviders(<Harness />);

    fireEvent.change(boxes()[0]!, { target: { value: '048213' } });

    expect(value()).toBe('048213');
  });

  it('goes back with Backspace from an empty box, clearing the digit there', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    expect(document.activeElement).toBe(boxes()[2]);

    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });

    expect(document.activeElement).toBe(boxes()[1]);
    expect(value()).toBe('4');

    fireEvent.keyDown(boxes()[1]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[0]);
    expect(value()).toBe('');
  });

  it('clears a filled box on Backspace without moving, and moves with the arrow keys', () => {
    renderWithProviders(<Harness />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
    boxes()[3]!.focus();

    fireEvent.keyDown(boxes()[3]!, { key: 'Backspace' });
    fireEvent.change(boxes()[3]!, { target: { value: '' } });
    expect(document.activeElement).toBe(boxes()[3]);
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '', '5', '6']);

    fireEvent.keyDown(boxes()[3]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes()[2]);
    fireEvent.keyDown(boxes()[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes()[3]);
  });
});
