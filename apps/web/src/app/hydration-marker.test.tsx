import { render } from '../testing/render';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationMarker } from './hydration-marker';

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe('HydrationMarker', () => {
  it('marks the document only after the effects rendered before it have run', () => {
    let markedWhenEarlierEffectRan: string | undefined = 'not run';
    function EarlierListener() {
      useEffect(() => {
        markedWhenEarlierEffectRan = document.documentElement.dataset.hydrated;
      }, []);
      return null;
    }
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    render(
      <>
        <EarlierListener />
        <HydrationMarker />
      </>,
    );
    expect(markedWhenEarlierEffectRan).toBeUndefined();
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
