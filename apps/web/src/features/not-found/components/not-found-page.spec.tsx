import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../testing/render';
import { NotFoundPage } from './not-found-page';

const routes: RouteObject[] = [
  { path: '/', element: <h1>Home</h1> },
  { path: '*', element: <NotFoundPage /> },
];

describe('404 page', () => {
  beforeEach(() => localStorage.clear());

  it('answers an unknown path with a title, a text and a link home that works', () => {
    const { where } = renderRoutes(routes, { route: '/no/such/page' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText("La page que vous cherchez n’existe pas ou a été déplacée.")).toBeTruthy();
    expect(document.title).toBe('Page introuvable · Mercato');

    fireEvent.click(screen.getByRole('link', { name: "Retour à l’accueil" }));

    expect(where.location?.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  });

  it('is translated', () => {
    renderRoutes(routes, { route: '/nope', language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Kategorien ansehen' }).getAttribute('href')).toBe('/#categories');
  });
});
