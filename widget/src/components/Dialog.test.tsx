import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createWidgetI18n } from '../i18n/index.ts';
import { I18nextProvider } from '../i18n/react.tsx';
import { renderWidget } from '../test/harness.tsx';
import { Dialog } from './Dialog.tsx';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {open && (
        <Dialog title="Titre du dialogue" onClose={() => setOpen(false)} footer={<button type="button">Valider</button>}>
          <label htmlFor="field">Champ</label>
          <input id="field" />
        </Dialog>
      )}
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWidget(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
  return user;
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with focus moved into its body', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Titre du dialogue' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Champ'));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openDialog();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Valider' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Valider' }));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ouvrir' }));
  });

  it('closes with its close button', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ouvrir' }));
  });

  it('inside a shadow root, moves focus in and back where the element lives', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(
      <I18nextProvider i18n={createWidgetI18n('fr')}>
        <Opener />
      </I18nextProvider>,
      { container },
    );
    const inside = within(container);
    const opener = inside.getByRole('button', { name: 'Ouvrir' });
    opener.focus();
    fireEvent.click(opener);
    expect(shadow.activeElement).toBe(inside.getByLabelText('Champ'));
    fireEvent.keyDown(inside.getByLabelText('Champ'), { key: 'Escape' });
    expect(inside.queryByRole('dialog')).toBeNull();
    expect(shadow.activeElement).toBe(opener);
    host.remove();
  });
});
