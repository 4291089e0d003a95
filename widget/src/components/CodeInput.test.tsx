import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/harness.tsx';
import { CodeInput, type CodeInputHandle } from './CodeInput.tsx';

const changes: string[] = [];
let handle: CodeInputHandle | null = null;

function Controlled({ initial = '' }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <CodeInput
        value={code}
        handle={(h) => {
          handle = h;
        }}
        onChange={(next) => {
          changes.push(next);
          setCode(next);
        }}
      />
      <button type="button" onClick={() => setCode('')}>
        reset
      </button>
    </>
  );
}

function setup(initial?: string, locale?: 'en') {
  changes.length = 0;
  const view = renderWidget(<Controlled initial={initial} />, { locale });
  const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
  return { ...view, boxes, user: userEvent.setup() };
}

const values = (boxes: HTMLInputElement[]) => boxes.map((box) => box.value).join('|');

describe('CodeInput', () => {
  it('shows six numeric one-character boxes named for screen readers, in a labelled group', () => {
    const { boxes } = setup();
    expect(boxes).toHaveLength(6);
    const group = screen.getByRole('group', { name: 'Code de vérification' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBe(boxes[0]);
    expect(screen.getByRole('textbox', { name: 'Chiffre 6 sur 6' })).toBe(boxes[5]);
    for (const box of boxes) {
      expect(box.inputMode).toBe('numeric');
      expect(box.maxLength).toBe(1);
    }
    expect(boxes[0]?.autocomplete).toBe('one-time-code');
  });

  it('moves to the next box as each digit is typed', async () => {
    const { boxes, user } = setup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard('123');
    expect(values(boxes)).toBe('1|2|3|||');
    expect(document.activeElement).toBe(boxes[3]);
    expect(changes.at(-1)).toBe('123');
  });

  it('ignores anything that is not a digit', async () => {
    const { boxes, user } = setup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard('a-1 b2');
    expect(values(boxes)).toBe('1|2||||');
    expect(changes.at(-1)).toBe('12');
  });

  it('replaces the digit of a full box instead of refusing it', async () => {
    const { boxes, user } = setup('123456');
    await user.click(boxes[2] as HTMLInputElement);
    await user.keyboard('9');
    expect(values(boxes)).toBe('1|2|9|4|5|6');
    expect(document.activeElement).toBe(boxes[3]);
  });

  it('on Backspace clears the box, and in an empty box moves back and clears the previous one', async () => {
    const { boxes, user } = setup();
    await user.click(boxes[0] as HTMLInputElement);
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(values(boxes)).toBe('1|2||||');
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard('{Backspace}');
    expect(values(boxes)).toBe('1|||||');
    expect(document.activeElement).toBe(boxes[1]);
  });

  it('a hole left in the middle is not a complete code', async () => {
    const { boxes, user } = setup('123456');
    await user.click(boxes[2] as HTMLInputElement);
    await user.keyboard('{Delete}');
    expect(changes.at(-1)).toBe('12 456');
  });

  it.each(['123456', '123 456', '123-456'])('pasting "%s" fills every box and focuses the last one', async (text) => {
    const { boxes, user } = setup();
    await user.click(boxes[2] as HTMLInputElement);
    await user.paste(text);
    expect(values(boxes)).toBe('1|2|3|4|5|6');
    expect(document.activeElement).toBe(boxes[5]);
    expect(changes.at(-1)).toBe('123456');
  });

  it('a whole code arriving in one box (SMS autofill) fills them all', async () => {
    const { boxes, user } = setup();
    await user.click(boxes[0] as HTMLInputElement);
    // Autofill bypasses the keyboard: the input event carries the whole code.
    const box = boxes[0] as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    act(() => {
      setValue?.call(box, '654321');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(values(boxes)).toBe('6|5|4|3|2|1');
  });

  it('is emptied when the parent resets the value, and focus() goes to the first empty box', async () => {
    const { boxes, user } = setup('12');
    act(() => handle?.focus());
    expect(document.activeElement).toBe(boxes[2]);
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(values(boxes)).toBe('|||||');
    act(() => handle?.focus());
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('is translated', () => {
    setup(undefined, 'en');
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeTruthy();
  });
});
