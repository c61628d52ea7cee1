/**
 * The hover-intent disclosure: 150 ms to open on hover, 100 ms to close after the pointer
 * leaves, the pointer may cross into the panel, click/tap and keyboard toggle, Escape closes and
 * returns focus, a press outside closes, and one menu of the group is open at a time.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render.tsx';
import { Disclosure } from './Disclosure.tsx';
import { DisclosureGroup } from './DisclosureGroup.tsx';

const mouse = { pointerType: 'mouse' } as const;

function renderMenus() {
  renderWithI18n(
    <DisclosureGroup>
      <Disclosure id="spot" trigger="Spot">
        <a href="/spot">Spot trading</a>
      </Disclosure>
      <Disclosure id="futures" trigger="Futures">
        <a href="/futures">Futures overview</a>
      </Disclosure>
      <button type="button">Elsewhere</button>
    </DisclosureGroup>,
  );
  const container = (id: string) => document.querySelector(`[data-menu="${id}"]`) as HTMLElement;
  return {
    spot: screen.getByRole('button', { name: 'Spot' }),
    futures: screen.getByRole('button', { name: 'Futures' }),
    spotContainer: container('spot'),
    futuresContainer: container('futures'),
    spotPanel: document.getElementById('hdr-panel-spot') as HTMLElement,
    futuresPanel: document.getElementById('hdr-panel-futures') as HTMLElement,
  };
}

// Synchronous act: the work is flushed when it returns; its thenable only serves async callbacks.
const advance = (ms: number) => {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Disclosure', () => {
  it('renders the panel hidden, controlled by a button with aria-expanded (disclosure pattern)', () => {
    const { spot, spotPanel } = renderMenus();
    expect(spot.getAttribute('aria-expanded')).toBe('false');
    expect(spot.getAttribute('aria-controls')).toBe('hdr-panel-spot');
    expect(spotPanel.hidden).toBe(true);
    // The links are in the document while closed (server HTML), just hidden.
    expect(spotPanel.querySelector('a')?.getAttribute('href')).toBe('/spot');
    expect(document.querySelector('[role="menu"]')).toBeNull();
  });

  it('opens 150 ms after the pointer enters, not before', () => {
    const { spot, spotContainer, spotPanel } = renderMenus();
    fireEvent.pointerEnter(spotContainer, mouse);
    advance(149);
    expect(spotPanel.hidden).toBe(true);
    advance(1);
    expect(spotPanel.hidden).toBe(false);
    expect(spot.getAttribute('aria-expanded')).toBe('true');
  });

  it('does not open when the pointer passes through in under 150 ms', () => {
    const { spotContainer, spotPanel } = renderMenus();
    fireEvent.pointerEnter(spotContainer, mouse);
    advance(100);
    fireEvent.pointerLeave(spotContainer, mouse);
    advance(500);
    expect(spotPanel.hidden).toBe(true);
  });

  it('closes 100 ms after the pointer leaves, and stays open when it comes back in time (the gap)', () => {
    const { spotContainer, spotPanel } = renderMenus();
    fireEvent.pointerEnter(spotContainer, mouse);
    advance(150);
    fireEvent.pointerLeave(spotContainer, mouse);
    advance(99);
    expect(spotPanel.hidden).toBe(false);
    fireEvent.pointerEnter(spotContainer, mouse);
    advance(500);
    expect(spotPanel.hidden).toBe(false);
    fireEvent.pointerLeave(spotContainer, mouse);
    advance(100);
    expect(spotPanel.hidden).toBe(true);
  });

  it('keeps the pointer inside while it moves from trigger to panel (the panel is in the container)', () => {
    const { spotContainer, spotPanel } = renderMenus();
    expect(spotContainer.contains(spotPanel)).toBe(true);
  });

  it('ignores touch hover: a tap opens and a second tap closes', () => {
    const { spot, spotContainer, spotPanel } = renderMenus();
    fireEvent.pointerEnter(spotContainer, { pointerType: 'touch' });
    advance(500);
    expect(spotPanel.hidden).toBe(true);
    fireEvent.click(spot, { detail: 1 });
    expect(spotPanel.hidden).toBe(false);
    fireEvent.click(spot, { detail: 1 });
    expect(spotPanel.hidden).toBe(true);
  });

  it('a click on a menu that hover has just opened keeps it open', () => {
    const { spot, spotContainer, spotPanel } = renderMenus();
    fireEvent.pointerEnter(spotContainer, mouse);
    advance(150);
    fireEvent.click(spot, { detail: 1 });
    expect(spotPanel.hidden).toBe(false);
    fireEvent.click(spot, { detail: 1 });
    expect(spotPanel.hidden).toBe(true);
  });

  it('opens with Enter or Space on the button (a click with detail 0) and closes on Escape, focus back on the trigger', () => {
    const { spot, spotPanel } = renderMenus();
    spot.focus();
    fireEvent.click(spot, { detail: 0 });
    expect(spotPanel.hidden).toBe(false);
    const link = spotPanel.querySelector('a') as HTMLAnchorElement;
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(spotPanel.hidden).toBe(true);
    expect(document.activeElement).toBe(spot);
  });

  it('closes a menu opened by hover on Escape, leaving the focus where it was', () => {
    const { spotContainer, spotPanel } = renderMenus();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.pointerEnter(spotContainer, mouse);
    advance(150);
    fireEvent.keyDown(elsewhere, { key: 'Escape' });
    expect(spotPanel.hidden).toBe(true);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('closes on a press outside, and when the focus moves out', () => {
    const { spot, spotPanel } = renderMenus();
    fireEvent.click(spot, { detail: 1 });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(spotPanel.hidden).toBe(true);

    fireEvent.click(spot, { detail: 0 });
    expect(spotPanel.hidden).toBe(false);
    fireEvent.blur(spot, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(spotPanel.hidden).toBe(true);
  });

  it('keeps one menu of the group open at a time', () => {
    const { spot, futures, spotPanel, futuresPanel, futuresContainer } = renderMenus();
    fireEvent.click(spot, { detail: 1 });
    fireEvent.click(futures, { detail: 1 });
    expect(spotPanel.hidden).toBe(true);
    expect(futuresPanel.hidden).toBe(false);
    // A late close timer of a menu that is no longer open changes nothing.
    fireEvent.pointerEnter(futuresContainer, mouse);
    fireEvent.pointerLeave(futuresContainer, mouse);
    fireEvent.click(spot, { detail: 1 });
    advance(100);
    expect(spotPanel.hidden).toBe(false);
  });

  it('hands the focus back to the trigger when the panel closes around it', () => {
    const { spot, spotPanel, futures } = renderMenus();
    fireEvent.click(spot, { detail: 0 });
    (spotPanel.querySelector('a') as HTMLAnchorElement).focus();
    fireEvent.click(futures, { detail: 1 });
    expect(spotPanel.hidden).toBe(true);
    expect(document.activeElement).toBe(spot);
  });
});
