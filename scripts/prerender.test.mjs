// The sign-in screens written into the HTML at build time (scripts/prerender), rendered from
// the apps' real components and read as a visitor without JavaScript would see them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getQueriesForElement } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { findApp } from './apps.mjs';
import { renderScreen } from './prerender/index.mjs';
import { pageWithScreen } from './prerender/page.mjs';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>BizCard Dashboard</title>' +
  '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

/** The page the build writes for `app`, as a document, and queries on its #root. */
async function prerenderedPage(app) {
  const screen = await renderScreen(findApp(app));
  const { document } = new JSDOM(pageWithScreen(INDEX_HTML, screen)).window;
  const root = document.getElementById('root');
  return { screen, document, root, view: getQueriesForElement(root) };
}

describe('prerendered sign-in screens', () => {
  test("the shell's /login holds the sign-in form and its styles", async () => {
    const { screen, document, root, view } = await prerenderedPage('shell');
    assert.equal(screen.location, '/login');
    assert.equal(root.getAttribute('data-prerendered'), '/login');
    view.getByRole('heading', { name: 'Sign in to your account' });
    assert.equal(view.getByLabelText('Email').getAttribute('type'), 'email');
    view.getByRole('tab', { name: 'Password' });
    view.getByRole('button', { name: 'Send Magic Link' });
    view.getByRole('button', { name: 'Sign in with SSO' });
    // The styles are in <head>, not in #root, whose children React takes over as they are.
    assert.match(document.head.querySelector('style[data-styled]').textContent, /min-height/);
    assert.equal(root.querySelector('style'), null);
  });

  test("the self-serve app's /self-serve-login holds its sign-in form", async () => {
    const { screen, view } = await prerenderedPage('mfe-selfserve');
    assert.equal(screen.location, '/self-serve-login');
    view.getByRole('heading', { name: 'Sign in to update your card' });
    assert.equal(view.getByLabelText('Email').getAttribute('type'), 'email');
    assert.equal(view.getByLabelText('Password').getAttribute('type'), 'password');
    view.getByRole('button', { name: 'Sign In' });
  });
});

describe('pageWithScreen', () => {
  test('keeps the markup as it is, `$` included, and the scripts of index.html', () => {
    const page = pageWithScreen(INDEX_HTML, {
      location: '/login',
      html: '<p>Costs $1 & $&</p>',
      styles: '<style>p{}</style>',
    });
    assert.match(page, /<div id="root" data-prerendered="\/login"><p>Costs \$1 & \$&<\/p><\/div>/);
    assert.match(page, /<style>p\{\}<\/style><\/head>/);
    assert.match(page, /<script defer src="\/main.js"><\/script>/);
  });

  test('refuses an index.html without an empty #root', () => {
    const screen = { location: '/login', html: '<p></p>', styles: '' };
    assert.throws(() => pageWithScreen('<html><head></head><body></body></html>', screen));
  });
});
