// A replay viewer (game/loop/replay.ts) mounted on a canvas inside an area: sized to the area and kept
// so, playing at once, destroyed with the component. The public replay page's player and the review
// queue's both use it; each makes its viewer its own way (`create`).
import { useLayoutEffect, useState, type DependencyList, type RefObject } from "react";
import type { ReplayInfo, ReplayViewer } from "../../../game/loop/replay.ts";

export interface MountedReplay {
  viewer: ReplayViewer | null;
  /** The viewer's last report (tick, score, playing, ended, speed), or null before its first. */
  info: ReplayInfo | null;
  /** The run could not be played (its log would not decode, the viewer would not start). */
  broken: boolean;
}

/**
 * `create` gets the canvas and the callback the viewer reports through, and gives the viewer, or null
 * when the run cannot be played. It runs in a microtask after the commit's layout effects, before the
 * browser paints: the page's first paint already shows the run's first frame (a passive effect would
 * wait for that paint, 10-35 ms on a phone profile), and the viewer's first report is a state update
 * outside the effect.
 */
export function useReplayViewer(
  areaRef: RefObject<HTMLDivElement | null>,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  create: (canvas: HTMLCanvasElement, onChange: (info: ReplayInfo) => void) => ReplayViewer | null | Promise<ReplayViewer | null>,
  deps: DependencyList,
): MountedReplay {
  const [viewer, setViewer] = useState<ReplayViewer | null>(null);
  const [info, setInfo] = useState<ReplayInfo | null>(null);
  const [broken, setBroken] = useState(false);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const area = areaRef.current;
    if (!canvas || !area) return;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    let created: ReplayViewer | null = null;
    void Promise.resolve()
      .then(() => create(canvas, setInfo))
      .then(
        (made) => {
          if (cancelled) return made?.destroy();
          if (!made) return setBroken(true);
          created = made;
          setViewer(made);
          const rect = area.getBoundingClientRect();
          made.resize(rect.width, rect.height);
          observer = new ResizeObserver((entries) => {
            const box = entries[0]?.contentRect;
            if (box) made.resize(box.width, box.height);
          });
          observer.observe(area);
          made.play();
        },
        () => {
          if (!cancelled) setBroken(true);
        },
      );
    return () => {
      cancelled = true;
      observer?.disconnect();
      created?.destroy();
      setViewer(null);
    };
    // The caller names what its `create` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return { viewer, info, broken };
}
