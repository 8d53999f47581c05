/**
 * Zoom for the photo viewer's photo in view (docs/product.md#car-page:
 * pinch/zoom, scale 1 to 8): react-zoom-pan-pinch, loaded when the viewer
 * first opens with the app running. `zoomRef` gives the viewer's zoom
 * buttons its controls, and `onReady` says they work from now on;
 * `onZoomChange` says whether the photo is zoomed in (the viewer then stops
 * the strip from swiping, so a drag pans the photo).
 */
import type { ReactNode, RefObject } from 'react';
import {
  type ReactZoomPanPinchRef,
  TransformComponent,
  TransformWrapper,
} from 'react-zoom-pan-pinch';

export default function PhotoZoom({
  children,
  zoomRef,
  zoomed,
  onZoomChange,
  onReady,
}: {
  children: ReactNode;
  /** Zoomed in: a drag pans the photo; else it is left to the strip's swipe. */
  zoomed: boolean;
  zoomRef: RefObject<ReactZoomPanPinchRef | null>;
  onZoomChange: (zoomed: boolean) => void;
  onReady: () => void;
}) {
  return (
    <TransformWrapper
      ref={zoomRef}
      minScale={1}
      maxScale={8}
      initialScale={1}
      centerOnInit
      doubleClick={{ mode: 'toggle', step: 1.5 }}
      wheel={{ step: 0.2 }}
      // Unzoomed, a drag is the strip's swipe, not a pan.
      panning={{ disabled: !zoomed }}
      onInit={onReady}
      onTransform={(_ref, state) => onZoomChange(state.scale > 1.01)}
    >
      <TransformComponent
        wrapperStyle={{ width: '100%', height: '100%' }}
        contentStyle={{ width: '100%', height: '100%' }}
      >
        {children}
      </TransformComponent>
    </TransformWrapper>
  );
}
