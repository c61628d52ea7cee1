/**
 * The menu group: opening and closing a menu renders the menus whose state changed, never the
 * other menus nor what only reads the group's actions (the header's bar, which closes menus on a
 * link click): a click on a menu must not render the whole header.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DisclosureGroup, useDisclosureActions, useDisclosureState } from './DisclosureGroup.tsx';

afterEach(cleanup);

const renders = { bar: 0, menu: 0 };

function Menu({ id }: { id: string }) {
  // Each render of the component commits and runs this effect once.
  useEffect(() => {
    renders.menu += 1;
  });
  const { open, close } = useDisclosureActions();
  const { open: isOpen } = useDisclosureState(id);
  return (
    <button type="button" data-testid={id} aria-expanded={isOpen} onClick={() => (isOpen ? close(id) : open(id, 'click'))}>
      {id}
    </button>
  );
}

function Bar() {
  useEffect(() => {
    renders.bar += 1;
  });
  const { closeAll } = useDisclosureActions();
  return (
    <button type="button" data-testid="close-all" onClick={closeAll}>
      close all
    </button>
  );
}

describe('DisclosureGroup', () => {
  it('opens one menu at a time, without rendering what only reads its actions', () => {
    renders.bar = 0;
    renders.menu = 0;
    render(
      <DisclosureGroup>
        <Bar />
        <Menu id="spot" />
        <Menu id="futures" />
      </DisclosureGroup>,
    );
    expect(renders).toEqual({ bar: 1, menu: 2 });
    act(() => screen.getByTestId('spot').click());
    expect(screen.getByTestId('spot').getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByTestId('futures').click());
    expect(screen.getByTestId('spot').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('futures').getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByTestId('close-all').click());
    expect(screen.getByTestId('futures').getAttribute('aria-expanded')).toBe('false');
    // Three changes of the open menu: only the menus whose state changed rendered (spot; spot and
    // futures; futures), the bar never again.
    expect(renders).toEqual({ bar: 1, menu: 6 });
  });

  it('says what is missing without a group', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Bar />)).toThrow('Header menus need a <DisclosureGroup> above them');
    } finally {
      console.error = quiet;
    }
  });
});
