import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants', () => {
  it('carries the numbers of docs/product.md#constants and docs/product.md#shell', () => {
    expect({
      MOBILE_MAX_WIDTH: c.MOBILE_MAX_WIDTH,
      TABLET_MAX_WIDTH: c.TABLET_MAX_WIDTH,
      STICKY_HEADER_THRESHOLD: c.STICKY_HEADER_THRESHOLD,
      SCROLL_TOP_FACTOR: c.SCROLL_TOP_FACTOR,
      FIRST_LOAD_OVERLAY_MS: c.FIRST_LOAD_OVERLAY_MS,
      LOADER_MIN_MS: c.LOADER_MIN_MS,
      LOADER_EXTRA_MS: c.LOADER_EXTRA_MS,
      LOADER_SLOW_MS: c.LOADER_SLOW_MS,
      LOADER_CLASS_REMOVAL_MS: c.LOADER_CLASS_REMOVAL_MS,
      PAGE_TRANSITION_MS: c.PAGE_TRANSITION_MS,
      SIDEBAR_TRANSITION_MS: c.SIDEBAR_TRANSITION_MS,
      PAGE_VIEW_DELAY_MS: c.PAGE_VIEW_DELAY_MS,
      VIDEO_CONTROLS_IDLE_MS: c.VIDEO_CONTROLS_IDLE_MS,
      DRAG_THRESHOLD_PX: c.DRAG_THRESHOLD_PX,
      MODAL_FOCUS_DELAY_MS: c.MODAL_FOCUS_DELAY_MS,
      PREFETCH_IDLE_MS: c.PREFETCH_IDLE_MS,
      DATEPICKER_RANGE_DAYS: c.DATEPICKER_RANGE_DAYS,
      MOBILITY_MAX: c.MOBILITY_MAX,
      CV_MAX_KB: c.CV_MAX_KB,
      RENTAL_DURATION_STEP: c.RENTAL_DURATION_STEP,
      QUANTITY_STEP: c.QUANTITY_STEP,
      DAY_SLIDER_STEPS: c.DAY_SLIDER_STEPS,
      BOT_TYPING_MS: c.BOT_TYPING_MS,
      BOT_GREETING_DELAY_MS: c.BOT_GREETING_DELAY_MS,
      BOT_CHOICE_REPLY_MS: c.BOT_CHOICE_REPLY_MS,
      BOT_REDIRECT_MS: c.BOT_REDIRECT_MS,
      BOT_IDLE_MS: c.BOT_IDLE_MS,
      COOKIE_CONSENT_DAYS: c.COOKIE_CONSENT_DAYS,
      FOOTER_BACKGROUND_COUNT: c.FOOTER_BACKGROUND_COUNT,
      CANTEEN_FEE_PER_DAY_EUR: c.CANTEEN_FEE_PER_DAY_EUR,
      BLOG_DEFAULT_SORT: c.BLOG_DEFAULT_SORT,
      CHUNK_RELOAD_MIN_INTERVAL_MS: c.CHUNK_RELOAD_MIN_INTERVAL_MS,
    }).toEqual({
      MOBILE_MAX_WIDTH: 770,
      TABLET_MAX_WIDTH: 1024,
      STICKY_HEADER_THRESHOLD: 50,
      SCROLL_TOP_FACTOR: 2,
      FIRST_LOAD_OVERLAY_MS: 50,
      LOADER_MIN_MS: 800,
      LOADER_EXTRA_MS: 300,
      LOADER_SLOW_MS: 1000,
      LOADER_CLASS_REMOVAL_MS: 500,
      PAGE_TRANSITION_MS: 800,
      SIDEBAR_TRANSITION_MS: 600,
      PAGE_VIEW_DELAY_MS: 250,
      VIDEO_CONTROLS_IDLE_MS: 1500,
      DRAG_THRESHOLD_PX: 100,
      MODAL_FOCUS_DELAY_MS: 600,
      PREFETCH_IDLE_MS: 2000,
      DATEPICKER_RANGE_DAYS: 365,
      MOBILITY_MAX: 5,
      CV_MAX_KB: 1000,
      RENTAL_DURATION_STEP: 0.5,
      QUANTITY_STEP: 1,
      DAY_SLIDER_STEPS: 5,
      BOT_TYPING_MS: 500,
      BOT_GREETING_DELAY_MS: 2500,
      BOT_CHOICE_REPLY_MS: 1000,
      BOT_REDIRECT_MS: 1500,
      BOT_IDLE_MS: 60_000,
      COOKIE_CONSENT_DAYS: 180,
      FOOTER_BACKGROUND_COUNT: 6,
      CANTEEN_FEE_PER_DAY_EUR: 5,
      BLOG_DEFAULT_SORT: 'desc',
      CHUNK_RELOAD_MIN_INTERVAL_MS: 60_000,
    });
  });

  it('carries the ranges of docs/product.md#data and docs/product.md#forms-validation', () => {
    expect(c.COWORKING_PEOPLE).toEqual({ min: 1, max: 100 });
    expect(c.COWORKING_COUNT).toEqual({ min: 0, max: 12 });
    expect(c.DAY_BOOKING_PEOPLE).toEqual({ min: 1, max: 99 });
    expect(c.TIME_WINDOW).toEqual({ start: '09:00', end: '19:00', stepMinutes: 30 });
    expect(c.JOB_APPLICATIONS).toEqual({ max: 2, days: 30 });
  });

  it('freezes the shared range objects so no caller can change them for everyone', () => {
    expect(Object.isFrozen(c.COWORKING_PEOPLE)).toBe(true);
    expect(Object.isFrozen(c.TIME_WINDOW)).toBe(true);
    expect(() => {
      (c.DAY_BOOKING_PEOPLE as { max: number }).max = 1000;
    }).toThrow(TypeError);
  });
});

describe('breakpoints', () => {
  it('is mobile up to and including 770 px', () => {
    expect(c.isMobileWidth(320)).toBe(true);
    expect(c.isMobileWidth(770)).toBe(true);
    expect(c.isMobileWidth(771)).toBe(false);
  });

  it('is tablet up to and including 1024 px, mobile widths included', () => {
    expect(c.isTabletWidth(500)).toBe(true);
    expect(c.isTabletWidth(1024)).toBe(true);
    expect(c.isTabletWidth(1025)).toBe(false);
  });
});
