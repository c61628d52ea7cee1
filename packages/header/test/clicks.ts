/**
 * A click as jsdom can take it: whether the page took it over (prevented the browser's
 * navigation), read after React's handler at the window, which then prevents it anyway (jsdom
 * cannot load another document).
 */
import { fireEvent } from '@testing-library/react';

export function clickTakenOver(element: HTMLElement, init?: MouseEventInit): boolean | undefined {
  let takenOver: boolean | undefined;
  const record = (event: MouseEvent) => {
    takenOver = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  try {
    fireEvent.click(element, init);
  } finally {
    window.removeEventListener('click', record);
  }
  return takenOver;
}
