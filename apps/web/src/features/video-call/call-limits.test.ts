import { describe, expect, it } from 'vitest';
import { CALL_LIMITS, videoKbpsPerPeer, videoSendLimits } from './call-limits';

describe('the call’s upload budget', () => {
  it('splits 2000 kbps of video between the other players', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9].map(videoKbpsPerPeer)).toEqual([2000, 1000, 666, 500, 400, 333, 285, 250]);
  });

  it('keeps every player’s total video upload within the budget', () => {
    for (let participants = 2; participants <= 12; participants += 1) {
      for (const inSpotlight of [true, false]) {
        const { maxBitrate } = videoSendLimits({ participants, camerasOn: participants, inSpotlight });
        expect(maxBitrate * (participants - 1)).toBeLessThanOrEqual(CALL_LIMITS.videoUploadBudgetKbps * 1000);
      }
    }
  });

  it('sends full video only from the spotlight once 7 cameras are on', () => {
    expect(videoSendLimits({ participants: 7, camerasOn: 6, inSpotlight: false })).toEqual({
      maxBitrate: 333_000,
      scaleResolutionDownBy: 1,
      maxFramerate: 30,
    });
    expect(videoSendLimits({ participants: 7, camerasOn: 7, inSpotlight: true })).toEqual({
      maxBitrate: 333_000,
      scaleResolutionDownBy: 1,
      maxFramerate: 30,
    });
    expect(videoSendLimits({ participants: 7, camerasOn: 7, inSpotlight: false })).toEqual({
      maxBitrate: 150_000,
      scaleResolutionDownBy: 2,
      maxFramerate: 10,
    });
    expect(videoSendLimits({ participants: 20, camerasOn: 20, inSpotlight: false }).maxBitrate).toBe(105_000);
  });
});
