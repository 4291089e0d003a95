import { I18nextProvider } from '@alliance/widget/i18n/react.tsx';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAdminI18n, loadLocale } from '../../i18n/i18n.ts';
import { PortraitEditor } from './PortraitEditor.tsx';
import { parsePortrait, portraitHtml } from './portraitHtml.ts';

describe('the portrait’s HTML, as the server keeps it', () => {
  it('turns what a browser writes into paragraphs, bold, underline and bullet lists', () => {
    expect(parsePortrait('<div>Bonjour <b>Léa</b></div><div><br></div><div>Nous <u>organisons</u></div>')).toBe(
      '<p>Bonjour <strong>Léa</strong></p><p></p><p>Nous <u>organisons</u></p>',
    );
    expect(parsePortrait('Bonjour<br>')).toBe('<p>Bonjour</p>');
    // Chromium's list made on an empty line sits inside that line's paragraph.
    const made = document.createElement('div');
    made.innerHTML = 'Organisation.';
    const line = made.appendChild(document.createElement('p'));
    line.appendChild(document.createElement('ul')).innerHTML = '<li>Cérémonies <b>laïques</b></li>';
    expect(portraitHtml(made)).toBe('<p>Organisation.</p><ul><li>Cérémonies <strong>laïques</strong></li></ul>');
    expect(parsePortrait('<p>Nos services :</p><ul><li>Un</li><li><strong>Deux</strong><br></li></ul>')).toBe(
      '<p>Nos services :</p><ul><li>Un</li><li><strong>Deux</strong></li></ul>',
    );
  });

  it('keeps nothing else: styles, links, images and scripts go, the text is escaped', () => {
    expect(
      parsePortrait(
        '<p><span style="color:red">Rouge</span> & <a href="https://x.example">lien</a> 1 < 2</p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
      ),
    ).toBe('<p>Rouge &amp; lien 1 &lt; 2</p>');
    expect(parsePortrait('<p> </p><p><br></p>')).toBe('');
  });
});

describe('the portrait editor', () => {
  async function renderEditor(value: string) {
    const i18n = createAdminI18n('fr');
    await loadLocale(i18n, 'fr');
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <PortraitEditor label="Présentation" value={value} onChange={onChange} hint="12 caractères" />
      </I18nextProvider>,
    );
    return { onChange, area: screen.getByRole('textbox', { name: 'Présentation' }) };
  }

  it('shows the stored portrait, hands each change back as allowlisted HTML, and the placeholder once empty', async () => {
    const { onChange, area } = await renderEditor('<p>Bonjour <strong>Léa</strong></p><script>alert(1)</script>');
    expect(area.innerHTML).toBe('<p>Bonjour <strong>Léa</strong></p>');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('aria-placeholder')).toBe('Veuillez renseigner ce champs...');
    expect(document.querySelector('.np-editor-placeholder')).toBeNull();

    area.innerHTML = '<p>Bonjour <b>Léa</b></p><div>Nous organisons</div>';
    fireEvent.input(area);
    expect(onChange).toHaveBeenLastCalledWith('<p>Bonjour <strong>Léa</strong></p><p>Nous organisons</p>');

    area.innerHTML = '<p><br></p>';
    fireEvent.input(area);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(document.querySelector('.np-editor-placeholder')?.textContent).toBe('Veuillez renseigner ce champs...');
  });

  it('has a toolbar of one tab stop, the arrows moving between bold, underline and the list', async () => {
    const user = userEvent.setup();
    await renderEditor('');
    const toolbar = screen.getByRole('toolbar');
    const [bold, underline, list] = ['Gras', 'Souligné', 'Liste à puces'].map((name) => screen.getByRole('button', { name }));
    expect([bold, underline, list].map((button) => button?.tabIndex)).toEqual([0, -1, -1]);
    bold?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(underline);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(list);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(bold);
    expect(toolbar.contains(document.activeElement)).toBe(true);
  });
});
