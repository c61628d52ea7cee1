/**
 * A part of the header whose code loads on demand (a drawer, a dialog). The opener starts the load
 * (`part.preload()` on the pointer's intent, after that frame; the part's own load when it is
 * shown), the part renders as soon as its module is here, and once loaded it renders in the
 * click's own frame.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its code is already
 * here, and React then holds the revealed content back by up to 300 ms (its Suspense fallback
 * throttle), so a drawer or dialog opened about 300 ms after the click.
 *
 * A part never suspends: its code is here when it renders, and so are its words (the header's
 * catalog is loaded before the header renders). So there is no Suspense boundary around it.
 *
 * If the code cannot be loaded (offline, or a deploy replaced the chunk) or the part throws while
 * rendering, the part is dropped and `onFail` runs (close the state, tell the user) instead of the
 * error reaching the router and replacing the page. A failed load is tried again on the next open.
 */
import { Component, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from '../shell/afterNextPaint.ts';
import { HeaderEnvironmentContext } from '../shell/environment.ts';

export interface OnDemandPart<P extends object> {
  /** Starts loading the part's code after the next frame is painted (once; again after a failure); never rejects. */
  preload: () => void;
  /** Resolves with the component, or rejects when its code cannot be loaded. */
  load: () => Promise<ComponentType<P>>;
  /** The component once its code is here, else null. */
  loaded: () => ComponentType<P> | null;
}

/** A part whose code `importer` loads (`() => import('./Drawer.tsx')`, its default export). */
export function onDemandPart<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>): OnDemandPart<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = () => {
    pending ??= importer().then(
      (module) => (component = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    // A preload is a guess (the pointer's intent): the frame that answers the pointer comes first.
    preload: () => afterNextPaint(() => void load().catch(() => undefined)),
    loaded: () => component,
  };
}

interface OnDemandProps<P extends object> {
  part: OnDemandPart<P>;
  /** The part's props. */
  props: P;
  onFail: () => void;
}

/**
 * Renders `part` with `props` once its code is here; until then the header's progress bar shows
 * (audit N5: on a slow network a first open showed nothing for seconds), in a header's environment.
 */
export function OnDemand<P extends object>({ part, props, onFail }: OnDemandProps<P>) {
  // The component as state (set once its code is here): a part loaded before renders at once.
  const [Part, setPart] = useState(part.loaded);
  const busy = useContext(HeaderEnvironmentContext)?.busy;
  useEffect(() => {
    if (Part) return;
    let live = true;
    const done = busy?.begin() ?? (() => undefined);
    part
      .load()
      .then(
        (loaded) => live && setPart(() => loaded),
        () => live && onFail(),
      )
      .finally(done);
    return () => {
      live = false;
      done();
    };
  }, [Part, part, onFail, busy]);
  return Part ? (
    <RenderFailure onFail={onFail}>
      <Part {...props} />
    </RenderFailure>
  ) : null;
}

class RenderFailure extends Component<{ children: ReactNode; onFail: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFail();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
