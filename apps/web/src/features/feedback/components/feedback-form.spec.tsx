import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { elapse, installFakeTimers, uninstallFakeTimers } from '../../../testing/fake-timers';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { FeedbackForm } from './feedback-form';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function pick(files: File[]) {
  fireEvent.change(screen.getByLabelText('Ajouter des fichiers'), { target: { files } });
}

const VALUES = ['Marie Rochat', 'marie@bistro.ch', '+41 21 555 01 23', 'Bistro du Lac', 'Crème', 'Ajoutez la crème entière, svp.'];
const LABELS = {
  fr: ['Nom et prénom', 'E-mail', 'Téléphone', 'Restaurant ou entreprise', 'Sujet', 'Message'],
  de: ['Vor- und Nachname', 'E-Mail', 'Telefon', 'Restaurant oder Unternehmen', 'Betreff', 'Nachricht'],
};

function fillAll(language: keyof typeof LABELS = 'fr') {
  LABELS[language].forEach((label, i) => fireEvent.change(screen.getByLabelText(label), { target: { value: VALUES[i] } }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
const listedNames = () => within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.querySelector('.attachments__name')!.textContent);

describe('FeedbackForm', () => {
  beforeEach(() => installFakeTimers());
  afterEach(() => uninstallFakeTimers());

  it('drops other types silently, shortens long names and lists 4 with a toggle', () => {
    stubFetch();
    renderWithProviders(<FeedbackForm />);
    pick([pdf('photographie-cuisine.pdf'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf'), pdf('e.pdf'), pdf('f.pdf')]);

    expect(screen.getByText('6 fichiers joints')).toBeTruthy();
    expect(listedNames()).toEqual(['photograph….pdf', 'b.pdf', 'c.pdf', 'd.pdf']);
    expect(screen.queryByText(/setup/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '2 fichiers de plus' }));
    expect(listedNames()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Masquer la liste' }));
    expect(listedNames()).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Retirer b.pdf' }));
    expect(screen.getByText('5 fichiers joints')).toBeTruthy();
  });

  it('keeps 10 files and shows file_limit_exceeded for 5 s', async () => {
    stubFetch();
    renderWithProviders(<FeedbackForm />);
    pick(Array.from({ length: 12 }, (_, i) => pdf(`f${i}.pdf`)));

    expect(screen.getByText('10 fichiers joints')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('10 fichiers au maximum');
    await elapse(4900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    await elapse(200);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('needs every field before sending', () => {
    const { stub } = stubFetch();
    renderWithProviders(<FeedbackForm />);
    fillAll();
    fireEvent.change(screen.getByLabelText('Sujet'), { target: { value: '   ' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Veuillez remplir tous les champs obligatoires.');
    expect(stub).not.toHaveBeenCalled();
  });

  it('sends the fields, lang and files[], then shows the confirmation 4 s and clears subject, message and files', async () => {
    const { stub } = stubFetch({ status: 200, body: { success: true, message: 'feedback_sent' } });
    renderWithProviders(<FeedbackForm />, { language: 'de' });
    fillAll('de');
    fireEvent.change(screen.getByLabelText('Dateien hinzufügen'), { target: { files: [pdf('facture.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));

    expect((await screen.findByRole('status')).textContent).toBe('Vielen Dank! Ihre Nachricht wurde gesendet.');
    const [url, init] = stub.mock.calls[0]!;
    expect(url).toBe('/api/send_feedback.php');
    const body = init!.body as FormData;
    expect(body.get('lang')).toBe('de');
    expect(body.get('email')).toBe('marie@bistro.ch');
    expect((body.getAll('files[]') as File[]).map((f) => f.name)).toEqual(['facture.pdf']);

    expect((screen.getByLabelText('Betreff') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Nachricht') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Vor- und Nachname') as HTMLInputElement).value).toBe('Marie Rochat');
    expect(screen.queryByRole('list')).toBeNull();
    await elapse(4100);
    expect(screen.queryByText(/Vielen Dank/)).toBeNull();
  });

  it('shows feedback_error for 4 s when sending fails, keeping what was typed', async () => {
    stubFetch({ status: 400, body: { success: false, message: 'file_type_not_allowed' } });
    renderWithProviders(<FeedbackForm />);
    fillAll();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe("Votre message n’a pas pu être envoyé. Réessayez plus tard.");
    expect((screen.getByLabelText('Sujet') as HTMLInputElement).value).toBe('Crème');
    await elapse(4100);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
