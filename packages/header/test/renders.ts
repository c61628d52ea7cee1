/**
 * Which components render during an interaction, read as React DevTools reads it: React calls the
 * DevTools hook after each commit with the committed tree, a component that rendered carries the
 * PerformedWork flag, and a subtree whose children are the ones of the last commit was skipped.
 * `installRenderHook` runs before React DOM loads (the jsdom project's first setup file), so
 * component tests can say "a theme change does not render the menus" and fail when it does.
 */

/** The parts of a fiber this reads (React's own, stable since React 16). */
interface Fiber {
  tag: number;
  flags: number;
  type: unknown;
  elementType: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

const PERFORMED_WORK = 1;
// FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent.
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);

let recording: string[] | null = null;

function nameOf(fiber: Fiber): string {
  const type = (fiber.tag === 14 ? fiber.elementType : fiber.type) as { displayName?: string; name?: string; render?: { name?: string }; type?: { name?: string } } | null;
  return type?.displayName ?? type?.name ?? type?.render?.name ?? type?.type?.name ?? 'Anonymous';
}

function visit(fiber: Fiber, into: string[]): void {
  for (let child: Fiber | null = fiber; child; child = child.sibling) {
    const previous = child.alternate;
    if (COMPONENT_TAGS.has(child.tag) && (previous === null || (child.flags & PERFORMED_WORK) !== 0)) into.push(nameOf(child));
    // Children that are the last commit's own: the subtree was not rendered.
    if (child.child && (previous === null || child.child !== previous.child)) visit(child.child, into);
  }
}

export function installRenderHook(): void {
  const global = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  if (global.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
      if (recording && root.current.child) visit(root.current.child, recording);
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
}

/** The components rendered (by name, once each render) in the commits `action` causes. */
export async function rendersDuring(action: () => void | Promise<void>): Promise<string[]> {
  const rendered: string[] = [];
  recording = rendered;
  try {
    await action();
  } finally {
    recording = null;
  }
  return rendered;
}
