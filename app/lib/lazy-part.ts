import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a part of a page that the server renders (wrap it in <Suspense>). In the browser its
 * code loads when React first renders the part (during hydration the server's HTML stays meanwhile),
 * so it is no part of the page's first scripts. On the server the module is loaded as soon as this
 * module is, and the part then renders at once: no request's HTML waits for it or streams it later.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  if (import.meta.env.SSR) {
    load().then(
      (component) => (loaded = component),
      () => {}, // the first render loads it again and reports the error there
    );
  }
  return lazy(() => {
    const component = loaded;
    // A thenable that resolves at once: React then renders the part without suspending.
    if (component)
      return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) } as Promise<{
        default: ComponentType<P>;
      }>;
    return load().then((part) => ({ default: part }));
  });
}
