/**
 * The one calibration table of the engine (ANALYSIS.md "Conventions"): every threshold and score
 * anchor with its source. Anchors are [measure, score] pairs, linearly interpolated and clamped
 * at the ends. "Tuned on phantoms" means chosen so that the accuracy suite
 * (src/accuracy/accuracy.test.ts) meets ANALYSIS.md's targets on the phantom generator; such
 * values are provisional until fitted on labelled microscope captures. Lengths are in
 * full-resolution pixels of a 1024×768 capture at 30–60× unless the name says "half" (the half
 * grid the line and texture filters run on). Change a value only with CALIBRATION_VERSION.
 */

/**
 * 2.0.0 (issue 18): the input gate (is it skin, two lights, 曝光过度 by channel, focus on the
 * skin's texture with a limit that comes in with the evidence); device calibration from a grey
 * card (flat-field, gains, optional chart matrix) and honest colour (no tone word without one);
 * shine filled before texture and lines; absolute redness on a calibrated device; spots judged
 * against the local texture; flip-safe sampling; repeatability bands in every result.
 * Calibration table 2026.2: every anchor and band above, measured on the phantoms of the same
 * date (the accuracy and repeatability suites). Earlier analyses keep their version.
 *
 * 2.1.0 (issue 18 #6, measured repeatability): line and vessel lengths graded across their
 * cuts instead of counted past them, so a retake moves a score continuously; a flake's
 * whiteness judged on its chroma summed around it, where JPEG leaves it, not per pixel. Same
 * outputs; scores move by a few points. Calibration table 2026.3: the new constants and the
 * bands they measure.
 *
 * 2.2.0 (issue 18 #6, JPEG q60): vessels found at the scale where JPEG keeps their chroma
 * (σ 2 half px, c 2.5); colour's evenness weighs each tile by its share of plain skin; the spot
 * area behind pigment's score weighs the roundness cut across ±15 % (outlines and counts keep
 * the hard cuts). Scores move by a few points. Calibration table 2026.4: those constants and
 * the bands they measure.
 *
 * 2.3.0 (issue 18 #5 on unseen phantoms, #2 for the gate): spots read under hairs (filled from
 * the skin around them), large candidates reduced to their core, the background's skin mean
 * without the spots, a spot on a faint line kept when it is much darker than the line, and a
 * colour test (pigment is brown, shade is grey); the skin gate judges a calibrated device's
 * colour as the calibration corrects it. Calibration table 2026.5: those constants.
 *
 * 2.3.1 (issue 18 #1, flat frames): the skin gate's texture test takes a quadratic shading fit
 * off the block means, so a flat skin-coloured frame through a vignetting microscope is refused
 * and dark skin on a microscope without fall-off is no longer. Scores of pairs both versions
 * accept are unchanged (the pinned phantoms' results are the same but for the version strings).
 * Calibration table 2026.6: the texture limit 0.3 → 0.22.
 *
 * 3.0.0 (issue 31 #2, the gate fitted on real skin): is-it-skin judged on the polarised photo's
 * colour (the normal photo only for structure), a skin locus and lightness spread that cover the
 * real-skin corpus's tuning half, one photo twice told by the lights' specular difference, the
 * polarised photo refused for blur only below what real skin shows, and a channel clip without
 * white clipping marks colour and sensitivity not assessable instead of refusing the pair.
 * Calibration table 2026.7.
 *
 * 3.1.0 (issue 31 #3 and #4, measures and bands from real skin): pigment counts large
 * pigmented areas against the frame's own skin baseline (a patch no longer raises its own
 * background) and its score is nearly linear in area, so one spot entering the frame moves it
 * a few points, not ten; sensitivity is scored by a continuous red load against the skin's own
 * baseline (vessels are drawn but no longer scored); the repeatability bands are the 95th
 * percentile of real re-takes of the corpus's tuning half. Calibration table 2026.8.
 */
export const ENGINE_VERSION = '3.1.0';
export const CALIBRATION_VERSION = '2026.8';

export type Anchors = readonly (readonly [number, number])[];

export const CALIBRATION = {
  /** Score cuts (ANALYSIS.md, haut.ai-style bands): none ≥ 80, lightly ≥ 60, moderately ≥ 40, else severe. */
  levels: { none: 80, lightly: 60, moderately: 40 },

  roi: {
    /** Analyse pixels lit at ≥ 50 % of the centre: beyond, noise and the barrel edge dominate. Tuned on phantoms. */
    minIllumination: 0.5,
    /** Largest flat-field coefficient k (gain 1 − kρ²) accepted; strong real vignetting is ≈ 0.4. Tuned on phantoms. */
    maxVignetting: 0.6,
    /** Hair: polarised L* below the median by ≥ 30 (hair is near-black, skin features are not). Tuned on phantoms. */
    hairDeltaL: 30,
  },

  quality: {
    /** Smallest accepted photo (the microscope gives 1024×768; a quarter of that still holds the features). */
    minWidth: 320,
    minHeight: 240,
    /** Mean L* below 20 is underexposed: the darkest skin (ITA −50°) is L* ≈ 30 under the microscope's LEDs. */
    minMeanL: 20,
    /** Mean L* above 92: lighter than the lightest skin (L* ≈ 75–80) plus flakes and glare. */
    maxMeanL: 92,
    /** Share of near-black pixels above which the photo is too dark (a lens cap or a finger). */
    maxClippedLow: 0.2,
    /** Share of clipped-white pixels: normal light may shine (oily skin ≈ 10–20 %), polarised light must not. */
    maxClippedHighNormal: 0.35,
    maxClippedHighPolarised: 0.05,
    /**
     * Focus: fine-detail share of the skin's texture, noise taken off (quality/focus.ts),
     * measured on phantoms of L* 30–78 with 0, 10 and 60 high-contrast spots. The normal photo
     * shows the surface relief every skin has: in focus (optics σ 0.6 px) ≥ 0.22, σ 2.5 px
     * ≤ 0.16, with or without spots and camera noise σ 6 (the plain ratio rose to 0.38–0.51 with
     * noise: "sharp"). The polarised photo's texture is mostly pigment, so its share depends on
     * the spots it holds (in focus 0.195 with 60 spots, 0.29–0.33 without): it is judged only
     * for gross defocus (σ 2.5 px: 0.12–0.18; the normal photo, through the same optics,
     * catches the rest). On real skin (issue 31, tuning half of the real-skin corpus, photos
     * labelled usable by eye) the polarised share runs down to 0.109 (soft smartphone crops scaled
     * up, dermoscopy through gel) while photos labelled out of focus read 0.16–0.27: it does not
     * tell real blur, so the polarised limit sits below every usable tuning photo (0.10) and only
     * a photo with no fine detail at all is refused on it.
     */
    minFocusNormal: 0.2,
    minFocusPolarised: 0.1,
    /**
     * Texture must stand above the noise by this much (coarse-band variance over the noise's)
     * for a photo's focus to be judged: below it the noise estimate decides the figure (a sharp
     * polarised phantom with shine at L* 40 read 0.11 at 1.5). The normal photo gives ≥ 36, a
     * polarised one with spots 4–180, a spotless one at L* 30 0.4–2.5 (its detail is noise).
     */
    minFocusSnr: 3,
    /**
     * N/P registration: NCC (quarter grid, band-passed) below 0.12 means different patches;
     * phantom pairs give 0.73–0.78, unrelated ones ≤ 0.05.
     */
    minRegistrationNcc: 0.12,
    /**
     * Two lights, not one photo twice (issue 18 #1, quality/same-photo.ts: NCC of band-passed
     * thumbnails over small zooms and shifts). Measured on phantoms of L* 35–75: the same photo
     * re-encoded at JPEG 50–60, re-exposed by 10 %, saved at 800×600 or zoomed 2 % gives
     * 0.963–1.000; N/P pairs give 0.12–0.38 with glints (shine 2–6 %) and 0.87–0.91 even without
     * any (shine 0, which real skin never shows); different patches ≤ 0.13.
     */
    maxSamePhotoNcc: 0.94,
    /**
     * Two lights of one patch share structure by design (a strong edge, hair: a real pair's
     * thumbnails can correlate above 0.94), so alike thumbnails are one photo twice only when the
     * lights show no specular difference either (issue 31 #2): the normal photo must shine over
     * at least this share of the frame more than the polarised one (specular.ts, as the swapped
     * lights check). Copies of phantom photos (itself, ×1.1, ×0.9, JPEG 50, JPEG 60 and ×1.1,
     * zoomed ±2 %; 3 seeds, shine 0–6 %) differ by ≤ 0.0016; normal-light twins of the real-skin
     * corpus's tuning half by ≥ 0.024, phantom N/P pairs with shine by ≥ 0.14.
     */
    minLightDifference: 0.005,
    /** Largest plausible N/P shift (px); the matcher searches ±48. */
    maxShift: 40,
    /**
     * Is it skin (issue 18 #1, quality/skin-likeness.ts)? Measured on phantoms of L* 30–78 (with
     * 60 high-contrast spots, pores and shine) and on scikit-image's 27 sample photographs
     * (quality/skin-gate.test.ts prints them): skin puts ≥ 95 % of its pixels on the locus (the
     * photographs ≤ 62 %, but the cat: 96 %); its L* IQR/1.35 is ≤ 6 (the cat 12.6, scenes ≥ 17).
     * Texture: its 8×8-block means, less a quadratic shading fit, vary by ≥ 0.28 (the least:
     * L* 38 without spots, polarised); flat skin-coloured frames of L* 30–78 through vignetting
     * 0–0.4, noise 0–3 and JPEG q92 by ≤ 0.17 (ANALYSIS.md "Quality first").
     * Issue 31, real skin (tuning half of the real-skin corpus, usable photos): lesions and hair
     * spread L* IQR/1.35 up to 19 (12 of 125 photos above 9, 3 above 12): the limit 12 keeps the
     * cat (12.6) and every scene (≥ 17) out.
     */
    minSkinShare: 0.7,
    maxLightnessIqr: 12,
    /**
     * The skin locus in CIELAB (quality/skin-likeness.ts), hue angle and chroma C*ab. Phantom skin
     * sits at hue 35–65°, C* 15–25; uncalibrated real skin does not (issue 31, tuning half of the
     * real-skin corpus, usable photos, pixels of the central disc): dermoscopes cast it pink to
     * violet (hue 5 % quantile −14°, 1 % −62°; per photo medians down to a* 9, b* −11) and
     * smartphones yellow (95 % quantile 91°); C* 3.4 at its 5 % quantile, 59.5 at 99.5 %. Hue −45…100°
     * and C* 3…60 with the spread limit 12 pass 111 of those 125 photos (the old 15…85°, 5…50 and 9:
     * 72);
     * what stays out is mostly grey (photo median C* < 3, 7 photos), which colour cannot tell
     * from a grey scene. The chroma cap 60: the corpus's 99.5 % quantile, and dark skin measured
     * outside the corpus (issue 31: median C* ≈ 50, 33–61 % of pixels above 50) fell off the
     * old cap of 50; the corpus has no dark skin, so a cap above 60 has no evidence here.
     * scikit-image's photographs: only ihc.png (a stained tissue slide) passes the colour and
     * spread tests, and its pairs are refused by registration or as one photo twice.
     */
    skinHue: [-45, 100] as const,
    skinChroma: [3, 60] as const,
    minBlockIqr: 0.22,
    /** Swapped lights: the polarised photo shines over ≥ 0.5 % more of the frame than the normal one. Tuned on phantoms. */
    swappedMargin: 0.005,
  },

  /**
   * Device calibration from a reference card (issue 18 #2, card-calibration.ts). The card is a
   * standard 18 % neutral grey card (Kodak Gray Card R-27 and its equivalents: 18 % diffuse
   * reflectance, spectrally flat, CIE L* ≈ 49.5): mid-grey leaves room both ways, so the same
   * fixed exposure neither clips light skin nor buries dark skin, and it is the photographer's
   * standard exposure target, sold everywhere. A white card may be used by passing its
   * reflectance.
   */
  card: {
    /** Diffuse reflectance of the 18 % grey card, as linear sRGB (neutral, D65). */
    reflectance: 0.18,
    /** Cells of the flat-field fit: 16×12 over the frame (≈ 32×32 half-grid px each at 1024×768). */
    cellsAcross: 16,
    cellsDown: 12,
    /** Cells darker than 30 % of the brightest are the barrel's shadow (as flat-field.ts). */
    minCellLevel: 0.3,
    /** Cells whose spread is over 3× the typical cell's straddle the barrel's edge. */
    edgeSpreadFactor: 3,
    /** Less than a quarter of the frame lit evenly: no card in view, or the light is off-centre. */
    minLitShare: 0.25,
    /**
     * A flat card leaves ≤ 0.5 % RMS about the fitted flat-field on phantoms (noise σ 1–2 code
     * values, JPEG 85–95); 2 % is a visible stain, a fold or a print.
     */
    maxResidual: 0.02,
    /**
     * Median within-cell spread of luminance: camera noise on a grey card is ≈ 1–2 % (σ 1.5
     * code values at code ≈ 118, half grid); skin, paper grain under the microscope or a print
     * reads far more. Measured on phantoms (card-calibration.test.ts).
     */
    maxTexture: 0.05,
    /** Share of clipped pixels (a channel ≥ 250) a card capture may have: none, up to noise. */
    maxClipped: 0.005,
    /**
     * Gains (card reflectance / measured card). A channel gain below 0.8 means the device is so
     * bright in that channel that light skin clips at the same settings: L* 80 skin is linear
     * R ≈ 0.70, which a gain of 0.8 records at 0.875, and relief and noise add ≈ 10 % before
     * code 250 (0.956). A luminance gain above 4 leaves dark skin (L* 30, Y 0.063) at code ≈ 30,
     * in the noise.
     */
    minChannelGain: 0.8,
    maxExposureGain: 4,
    /**
     * White balance: the largest over the smallest channel gain. USB microscopes' fixed white
     * balance under their LED ring is off by ≈ 10–30 % per channel; a card that needs more than
     * 1.6× is coloured, not grey (skin-coloured paper needs ≈ 2×).
     */
    maxWhiteBalanceSpread: 1.6,
    /** Chromaticity (R/G, B/G) of a neutral card is the same everywhere: ≤ 3 % RMS across cells. */
    maxChromaSpread: 0.03,
    /** Colour chart: at least 4 patches; a fit leaving ΔE*ab > 10 on a patch is refused (wrong patch order or values). */
    minChartPatches: 4,
    maxChartDeltaE: 10,
  },

  color: {
    /** ITA° category boundaries (Chardon 1991, Del Bino 2006): > 55 very light … ≤ −30 dark. */
    itaCuts: { toubai: 55, baixi: 41, ziran: 28, xiaomai: 10, anchen: -30 },
    /** Tone tiles of 32 half-grid px (64 px): a few per mm at 30–60×, each with enough pixels for a stable mean. */
    tileHalf: 32,
    /**
     * A tile counts fully in the evenness from 3/4 plain skin, not at all below 1/2 (metrics/
     * color.ts `tileWeight`): the rest of a tile mostly covered by lesions is their rim.
     * The span (a quarter of a tile) is wider than a 16 px JPEG chroma block's share of a tile.
     */
    tileFullShare: 0.75,
    /** A tile deviating ≥ 3° ITA from the patch is marked uneven (≈ ΔL* 1.5, about one visible step). Tuned on phantoms. */
    unevenDelta: 3,
    /** Score from σ of tile ITA° (°): a uniform phantom gives σ ≈ 0.5–1°. Tuned on phantoms. */
    anchors: [
      [0.5, 98],
      [1.5, 90],
      [3, 75],
      [5, 60],
      [8, 40],
      [14, 15],
    ] as Anchors,
  },

  sensitivity: {
    /**
     * Red area: a* ≥ 4 above the skin's median a*. Raters see erythema from Δa* ≈ 2.5–3
     * (Takiwaki 1998 grade a* against visual scores); 4 keeps clearly red areas and stays
     * above JPEG chroma noise.
     */
    redDeltaA: 4,
    /** a* on the quarter grid smoothed with σ 0.75 quarter px (≈ 3 px): chroma noise of JPEG 4:2:0. */
    smoothQuarter: 0.75,
    /** Red areas smaller than 12 quarter px (≈ 190 px, r ≈ 8 px) are not areas. Tuned on phantoms. */
    minAreaQuarter: 12,
    /**
     * Vessels: bright ridges of the erythema index at σ 2 half px (4 px). A vessel 1–3 px wide is
     * far thinner, but its colour lives in the chroma, which JPEG keeps only at 4:2:0's half
     * resolution and, at low quality, only in each 16 px block's lowest frequencies: at σ 1 half
     * px the vessel length of the suite's vessel phantom fell from 28 to 2.8 px per 10⁴ px at
     * q60. At σ 2 the filter sums the vessel's chroma across its width, which JPEG keeps
     * better; the thinnest vessels still vanish (15.2 → 4.8 on that phantom at σ 2: their
     * chroma is quantised to nothing), so this narrows the loss, it does not remove it.
     */
    vesselSigmaHalf: 2,
    vesselBeta: 0.5,
    /**
     * Frangi c in EI units at that scale. The hysteresis high (response 0.5, S ≈ 1.18c ≈ 2.9)
     * stands above most ridges that q60's chroma blocks draw (S at σ 2, 99th percentile over
     * the ROI at q60, 1.3–3.4 on the repeatability suite's phantoms); c = 2 let them in (the
     * dark phantom's vessel length rose from 25 to 38 at q60). Measured on phantoms.
     */
    vesselC: 2.5,
    vesselLow: 0.25,
    vesselHigh: 0.5,
    /** Shortest vessel (half px): 10 (20 px). */
    vesselMinLengthHalf: 10,
    /**
     * The vessel length behind the score is graded across the cuts: a chain counts from 0 at
     * 60 % of vesselHigh (or of the shortest length) to fully at 140 % (kernels/ridge-lines.ts
     * `ramp`); the mask keeps the hard cuts. A vessel at the hysteresis came and went as a
     * calibrated exposure of ±10 % moved its contrast (3.7 points, repeatability suite); ±40 %
     * brings it to 1.3 with the accuracy suite's targets unchanged. Measured on phantoms.
     */
    vesselRamp: 0.4,
    /**
     * Absolute redness, calibrated devices only: a* of the skin outside red areas above 14.
     * Even-toned skin of every ITA group measures a* ≈ 6–13 under D65 (Del Bino 2006; Chardon
     * 1991 give 8–12 for light skin); 14 leaves 1 unit for the calibration's error. Provisional:
     * to be fitted on rated captures.
     */
    evenSkinMaxA: 14,
    /**
     * Score from that excess (a* units): +3 is visibly flushed (Takiwaki's erythema grades step
     * by ≈ 2.5–3), +7 (a* ≈ 21) clearly red all over. Provisional.
     */
    diffuseAnchors: [
      [0, 100],
      [1, 92],
      [3, 75],
      [7, 50],
      [12, 25],
      [20, 10],
    ] as Anchors,
    /**
     * The red load (metrics/sensitivity.ts `redLoad`, issue 31 #3), fitted on the real-skin
     * corpus's tuning half: a* smoothed with σ 3 quarter px (≈ 12 px), baseline at the 0.2
     * quantile of the skin, each cell counted by a ramp of its excess from Δa* 5 to 10 (clearly
     * red: raters see erythema from ≈ 2.5–3, and the ramp's foot stays above the mottling of
     * calm skin). Of the settings tried (a* or EI, quantile 0.2/0.5, ramps 2–4 to 8–16) it ranked
     * red photos below calm ones about as well as the red area did (AUC 0.81, held-out 0.84),
     * and moves smoothly where the red area's threshold and size cut jump.
     */
    load: {
      smoothQuarter: 3,
      baselineQuantile: 0.2,
      excessFrom: 5,
      excessTo: 10,
    },
    /**
     * Score from the red load (%): calm skin of the tuning half had a median of 2.3 and an upper
     * quartile of 8.8, red skin a median of 15 (accuracy/real-skin.test.ts).
     */
    loadAnchors: [
      [0, 100],
      [2, 92],
      [5, 80],
      [10, 65],
      [20, 45],
      [40, 20],
      [60, 10],
    ] as Anchors,
  },

  pigment: {
    /** Top-hat square of 11 quarter px (44 px): wider than the largest spot (r ≤ 18 px), narrower than redness blobs. */
    topHatQuarter: 11,
    /** Pre-smoothing of the melanin index: σ 1 half px (2 px), against sensor and JPEG noise. */
    smoothHalf: 1,
    /**
     * Melanin index MI = 100·log10(1/R) (Takiwaki 1998): ΔMI ≈ ΔL* for melanin at mid tones
     * (phantom chromophore model). Candidates ≥ 2.5 (half of the ΔL* 5 target contrast), seeds ≥ 3.5.
     * The background's skin mean leaves out what is `low` above the plain mean (spots).
     */
    low: 2.5,
    high: 3.5,
    /** Lines are traced at ΔMI ≥ 1.5, where a faint wrinkle in the polarised photo stays connected. Tuned on phantoms. */
    trace: 1.5,
    /*
     * Spots against their neighbourhood (issue 18 #5). "Tuned on phantoms" below: on
     * accuracy/spots-case.ts's phantoms (pores, fine texture, mottled melanin, shading, hairs;
     * L* 72/58/44/32), seeds 51–52, 61–63 and 71–73 (engine 2.3.0: hair cells filled, large
     * candidates cored, the background's skin mean without spots, the line-contrast and colour
     * tests). Seeds 81–83 and 91–93, looked at once after the last change, give F1 0.971 and
     * 0.986–1.000 with no spot invented (spots-held-out.test.ts prints both): provisional all the same,
     * like every phantom-tuned value.
     */
    /**
     * Hair cells (prepare.ts) are filled with the mean melanin index of the skin within 4 half px
     * (9×9): a hair's cells are ≤ 4 half px across (hairs ≤ 4 px, grown by 1 half px each side),
     * so each has skin on both sides in its window.
     */
    hairFillHalf: 4,
    /**
     * Pigment or shade (metrics/pigment-colour.ts): relative absorption in the camera's R, G, B
     * of melanin (Jacques 2013: absorption falls steeply with wavelength) and oxy-haemoglobin
     * (Prahl: strong in green, moderate in blue, little in red), over a camera's broad bands;
     * the same shapes the phantom's chromophore model follows. A candidate's excess is compared
     * with the skin within 6 half px (12 px) of its box.
     */
    melaninAbsorption: [0.55, 0.8, 1] as readonly [number, number, number],
    haemoglobinAbsorption: [0.06, 1, 0.6] as readonly [number, number, number],
    colourRingHalf: 6,
    /** Texture tiles of 48 half px (96 px): a spot (r ≤ 18 px) covers ≤ 11 % of one, so the tile's median and MAD ignore it. */
    textureTileHalf: 48,
    /**
     * The background opening sees MI raised to the mean of the skin in its 9×9 quarter px
     * (radius 4, ≈ 36 px; without what stands `low` above the plain mean there, i.e. spots):
     * a flake (r ≤ 5 px) or a light texture cell then cannot pull the background down and draw a
     * ring of false pigment around it, and a large spot (r up to 18 px, half the window) does
     * not raise its own background (which had cut its height by a third and drawn a dark halo
     * that widened its tile's spread by 25–35 %, measured on spots-case.ts's seeds 62 and 73).
     */
    brightCapQuarter: 4,
    /**
     * Opening of the response with a 3×3 half px (6 px) square: hairs (1.5–4 px wide) and pores
     * (r ≤ 3.5 px) are narrower and leave it; the smallest spot (r 5 px, 5 half px across) keeps its plateau.
     */
    thinOpeningHalf: 3,
    /**
     * Contrast in texture spreads (1.4826·MAD of the response over the tile, floored by low/high
     * in ΔMI): candidates ≥ 3, seeds ≥ 6. Texture alone reached 5.6 spreads on the phantoms; the
     * faintest target spots (ΔL* 5, r 5–6 px) 6.2–7.7. Tuned on phantoms.
     */
    zLow: 3,
    zHigh: 6,
    /**
     * A spot with a half-maximum radius ≥ 5 half px (r ≥ 10 px) needs only 5.2 spreads if nothing
     * runs on from it (armsAround): the texture's 5.6-spread blobs were all r ≤ 8 px, except dark
     * mottle patches that run on (arms ≥ 3) or stood at 5.1. Large spots stood at 5.4–5.9. Tuned on phantoms.
     */
    zHighLarge: 5.2,
    largeRadiusHalf: 5,
    /** Lines are traced at ≥ 2 spreads above the texture level (and ΔMI ≥ `trace`). Tuned on phantoms. */
    zTrace: 2,
    /**
     * Rose's detectability (Rose 1948): height over the texture level in spreads × radius (px) of
     * the half-maximum outline ≥ 30; spreads floored at 0.5 ΔMI (a noiseless flat patch). Rose's
     * own threshold (k ≈ 3–5 for white noise) does not carry over to textured skin, whose blobs are
     * correlated: 30 kept every spot of r ≥ 5 px, ΔL* ≥ 5 but one (17–25) on the phantoms. Tuned on phantoms.
     */
    minDetectability: 30,
    spreadFloor: 0.5,
    /**
     * The body's height is the upper quartile of a component's response: a hair crossing a spot is
     * darker than the spot but covers less than a quarter of it, so the outline stays the spot's.
     */
    bodyQuantile: 0.75,
    /**
     * Round at the half maximum: area / (π r²) ≤ 2 (a 2:1 ellipse). Hair crossings and hair pieces
     * gave 2.0–5.7, spots 0.9–1.9. Tuned on phantoms.
     */
    maxFwhmCompactness: 2,
    /**
     * The spot area behind the score weighs that cut from 1 at 1.7 to 0 at 2.3 (metrics/
     * pigment.ts `roundness`; outline and count keep the hard cut). The inner radius of a
     * half-maximum outline r ≈ 4–5 half px moves by ≈ 0.4 half px when JPEG q60 reshapes it
     * (one pixel of the distance map), which moves area/πr² by ≈ 15–20 %: a spot of the flaked
     * repeatability phantom went from 1.77 to 2.05 and dropped out (4.9 points).
     */
    fwhmCompactnessRamp: 0.15,
    /**
     * Line tests (a traced line, a hair the ROI cut out, arms) apply below a half-maximum radius
     * of 3.5 half px (7 px): hair and wrinkle pieces were ≤ 3 half px; a spot a hair crosses is
     * wider and would fail them. Tuned on phantoms. A candidate this wide (inner radius) is also
     * reduced to its core (metrics/pigment.ts `separateSpots`), which drops a hair crossing it.
     */
    minRadiusOnLineHalf: 3.5,
    /**
     * Arms: of 32 points on a circle 3 half px (6 px) beyond the half-maximum outline, 3 or more
     * still at the outline's level mean the candidate runs on (hairs, crossings): spots gave 0–2. Tuned on phantoms.
     */
    armGapHalf: 3,
    maxArmSamples: 3,
    /** A spot on a line is at least 1.5× as thick (inner radius) as the line; thinner is a piece of the line. Tuned on phantoms. */
    lineRadiusRatio: 1.5,
    /**
     * …or stands at least 2.5× as high over the texture as the line does beyond it (the line's
     * upper decile): on accuracy/spots-case.ts's seeds 61–63 and 71–73, pieces of lines and hairs
     * reached ≤ 2.2, spots sitting on a faint furrow 3.0–5.1. Measured on phantoms.
     */
    lineContrastRatio: 2.5,
    /**
     * Size at the spot's own half maximum: ≥ 15 half px cells (60 px, r ≥ 4.4 px). Pores are
     * r 1.5–3.5 px (≤ 38 px), target spots r ≥ 5 px (≥ 78 px; 64–80 px measured after blur).
     */
    minAreaHalf: 15,
    /**
     * Roundness: area / (π r²) with r the radius of the largest disc inside (chamfer distance);
     * 1 for a disc, 2 for a 2:1 ellipse, far more for lines and vessels. Above 2.5 is not a spot. Tuned on phantoms.
     */
    maxCompactness: 2.5,
    /** The spot outline is its half-maximum contour (FWHM), a contrast-independent edge. */
    edgeFraction: 0.5,
    /**
     * Large pigmented areas against the frame's skin baseline (metrics/pigment.ts `patchLoad`,
     * issue 31 #3), fitted on the real-skin corpus's tuning half (accuracy/real-skin.test.ts):
     * MI smoothed with σ 6 half px (12 px; a patch is large, its texture is not the point),
     * baseline at the 0.2 quantile of the frame (a patch covering up to 80 % of it still stands
     * out), each pixel counted by a ramp of its excess from ΔMI 15 to 30 (reflectance 0.71 to
     * 0.50 of the skin's: a patch a customer sees as dark; shading and hair the fill missed stay
     * mostly below). Of the settings tried (σ 3/6, quantile 0.1–0.3, ramps 6–12 to 15–30), this
     * one ranked large-patch photos above clear ones best on the tuning half (AUC 0.88) with
     * clear skin near 0 (median 0.3 %). The load counts 0.15 against spot area: a patch's soft
     * area is far larger than a spot's outline for the same darkness; the median large-patch
     * photo of the tuning half (load ≈ 17 %) then scores ≈ 50 (中度), and the hair and shading
     * the fill misses (clear photos' 90th percentile ≈ 13 %) cost ≈ 1.9 % of area, not more.
     */
    patch: {
      smoothHalf: 6,
      baselineQuantile: 0.2,
      excessFrom: 15,
      excessTo: 30,
      weight: 0.15,
    },
    /**
     * Score from spot area (% of the ROI) plus the weighted patch load. Nearly linear at first
     * (≈ 33 points per %): on real re-takes a single spot entering or leaving the frame (up to
     * ≈ 0.13 % for r 18 px) moved engine 3.0.0's score by ≈ 10 points, which the steep start
     * (80 points per %) gave; now ≈ 4. Thirty freckles r 5–10 px (0.6–0.8 %, accuracy/spots-case.ts)
     * still score ≥ 20 below clear skin; a patch mostly pigmented scores low.
     */
    anchors: [
      [0, 100],
      [0.6, 80],
      [1.5, 60],
      [4, 40],
      [10, 20],
      [20, 5],
    ] as Anchors,
  },

  relief: {
    /** Hidden pixels are filled with the mean of visible skin within 8 half px (17×17, the flake cap's window). */
    fillRadiusHalf: 8,
    /**
     * Texture and lines are measured only ≥ 1 more half px from a filled glint, where the fine
     * filters (σ 1 half px) still see its flat fill: without it, line ends next to a fill
     * weaken and line density fell with shine. Tuned on phantoms (shine-texture-case.ts).
     */
    filterReachHalf: 1,
  },

  roughness: {
    /**
     * Glints (half-grid cells with any shiny pixel) are hidden with a rim of 1 half px (2 px):
     * blur and JPEG ringing leave the rim brighter than skin, and the detail image's base
     * (σ ≈ 2 half px) would spread it into a dark ring (without the rim, 10 % shine moved the
     * score by up to 16 points). Tuned on phantoms (shine-texture-case.ts).
     */
    glintRimHalf: 1,
    /* Detail = ln Y − G * ln Y with G of σ ≈ 2 half px (4 px, from the quarter grid): furrows and pores. */
    /** GLCM of the detail image: 32 levels over ±0.15 (±15 % luminance), d ∈ {1, 2, 4} half px (ANALYSIS.md). */
    glcmLevels: 32,
    glcmRange: 0.15,
    glcmDistances: [1, 2, 4],
    /*
     * Reference pixels: a quarter of them (≈ 49,000 pairs per offset, ample for 1,024 bins), on
     * rows and columns a flip maps onto themselves (kernels/glcm.ts `flipClosed`; every 2nd row
     * and column moved roughness by up to 1.3 points under a flip).
     */
    /**
     * Rough areas: local σ (integral images, quarter grid) of the detail over ≈ 17×17 half px
     * ≥ 4 % luminance: ≈ 15 % of smooth, 17 % of typical, 45 % of rough phantom skin. Tuned on phantoms.
     */
    localRadiusHalf: 8,
    roughLocalStd: 0.04,
    /** Pores: dark LoG blobs at σ 1 half px (r ≈ 3 px) with response ≥ 0.04 (ln units). Tuned on phantoms. */
    poreThreshold: 0.04,
    /**
     * Score from detail energy (σ of detail, %) and GLCM contrast, averaged. Tuned on phantoms
     * (monotone-case.ts): relief 0.25 (smooth) gives ≈ 3.9 % / 19, relief 1 (typical)
     * ≈ 4.5 % / 28, relief 2 (rough) ≈ 6 % / 56, so smooth skin scores ≈ 88, typical ≈ 70,
     * rough ≈ 40.
     */
    detailAnchors: [
      [3.5, 95],
      [4, 88],
      [4.5, 70],
      [5.2, 55],
      [6, 40],
      [8, 15],
    ] as Anchors,
    contrastAnchors: [
      [15, 95],
      [19, 88],
      [28, 70],
      [40, 55],
      [56, 40],
      [90, 15],
    ] as Anchors,
  },

  elasticity: {
    /**
     * Lines need no rim around a glint: its bright rim is capped at the local mean, and every
     * hidden pixel cuts the lines that cross it (a rim of 1 half px cut visible line recall
     * from 0.96 to 0.85 on the lesion phantoms). Tuned on phantoms (lesions-case.ts,
     * shine-texture-case.ts).
     */
    glintRimHalf: 0,
    /** Frangi on 100·ln Y of the normal photo at σ 2 and ≈ 4 px (half and quarter grid) for lines 2–8 px wide; β = 0.5 (ANALYSIS.md). */
    beta: 0.5,
    /**
     * c in 100·ln Y units of scale-normalised curvature; hysteresis low/high on the response.
     * Tuned on phantoms (seeds 11–14, lines 2–8 px, ΔL* 8–16; the accuracy suite uses others).
     */
    c: 12,
    low: 0.12,
    high: 0.35,
    /** Shortest line: 15 half px (30 px); shorter dark ridges are furrow pieces. Tuned on phantoms. */
    minLengthHalf: 15,
    /**
     * A line's extent is ≥ 0.5 × its length (straight ≈ 1.15, circle 0.45): rings around spots
     * and glints are not lines. 0.7 also dropped the phantoms' curved lines (visible recall
     * 0.85 → 0.79). Tuned on phantoms (lesions-case.ts).
     */
    minStraightness: 0.5,
    /**
     * Line length behind the score graded across the three cuts (`high`, `minLengthHalf`,
     * `minStraightness`): a chain counts from 0 at 60 % of a cut to fully at 140 % of it
     * (kernels/ridge-lines.ts `ramp`); the overlay and the accuracy suite's lines keep the
     * hard cuts. Whole lines crossing a cut moved the score 3.4 points under a 90° turn and 3.1
     * under a 5 px shift (repeatability suite); ±40 % gives 2.4 at most, and 0.3–0.5 all met
     * the 3-point target. Measured on phantoms.
     */
    lineRamp: 0.4,
    /** Structure-tensor integration scale: 1 px of the 1/8 grid (8 px). */
    coherenceRhoEighth: 1,
    /** Score from line length (px per 10⁴ px of ROI). Tuned on phantoms. */
    anchors: [
      [0, 100],
      [5, 85],
      [15, 70],
      [35, 50],
      [70, 25],
    ] as Anchors,
  },

  skinType: {
    /**
     * Candidate shine where specular light adds ≥ 30 % to the diffuse light (ANALYSIS.md τ);
     * each glint is then outlined at its half maximum (specular.ts). 0.3 rather than 0.5 keeps
     * glints on very light skin, where the normal photo clips. Tuned on phantoms.
     */
    specularRatio: 0.3,
    /**
     * A glint's outline is where its excess falls to this share of the local peak: a little under
     * ½ (half maximum) because the ±3 px local peak is sometimes a brighter neighbouring glint,
     * which pulls outlines in. Tuned on phantoms (seeds 700+; checked on 900+).
     */
    glintEdge: 0.45,
    /** Oily when ≥ 8 % of the patch shines. Provisional: to be fitted on rated captures. */
    oilFraction: 8,
    /** Dry when flakes cover ≥ 1.5 % of the patch. Provisional: to be fitted on rated captures. */
    dryFlakes: 1.5,
    /** Score from shine (% of the ROI). Tuned on phantoms. */
    oilAnchors: [
      [1, 98],
      [4, 85],
      [8, 70],
      [15, 50],
      [30, 20],
    ] as Anchors,
  },

  corneum: {
    /** Top-hat square of 3 quarter px (12 px): flakes are r ≤ 5 px. */
    topHatQuarter: 3,
    /** A flake is ≥ 6 L* brighter than its surroundings (visible step, above noise). Tuned on phantoms. */
    minDeltaL: 6,
    /**
     * … and less chromatic: C*ab ≤ 75 % of the local mean C*ab (Velthuizen: flakes scatter
     * white), as a deficit of ≥ 25 % per pixel of the bright patch summed around it
     * (chromaMarginHalf).
     */
    maxChromaRatio: 0.75,
    /** Local mean C*ab over 11×11 quarter px (≈ 44 px): the skin around a flake. */
    localRadiusQuarter: 5,
    /**
     * The chroma test is made per bright patch on its chroma deficit summed over its box widened
     * by 4 half px (8 px) each side: JPEG 4:2:0 keeps one chroma sample per 2×2 px and q60
     * quantises chroma in blocks of 16 px, spreading a small flake's whiteness over 8 px around
     * it, where the sum still finds it (per pixel, q60 lost two thirds of the flakes: corneum
     * moved 11.1 points, now 2.6). Wider margins reach into the local mean's own window (11
     * quarter px), which then cancels the deficit (6: 3.7 points). Measured on phantoms
     * (repeatability suite).
     */
    chromaMarginHalf: 4,
    /** Score from flake area (% of the ROI). Tuned on phantoms. */
    anchors: [
      [0.1, 98],
      [0.5, 85],
      [1.5, 65],
      [4, 40],
      [8, 15],
    ] as Anchors,
  },

  /**
   * Repeatability bands (issue 18 #6, issue 31 #4; ANALYSIS.md "Repeatability"), in points:
   * how far a score moves when the same skin is photographed again. Per dimension the 95th
   * percentile of |Δscore| between a capture of real skin and its re-takes (frame shifted
   * 1–3 %, turned 0.5–1.5°, exposure ±5 %, JPEG q70–95, N/P shifted ≤ 5 px, and two re-takes
   * combining them), rounded up to half a point (at least 0.5), over the tuning half of the
   * real-skin corpus (112 photos the gate accepts, 1111 re-takes). The corpus has no colour
   * card, so the bands are measured uncalibrated; the calibrated ones are the same until
   * calibrated re-takes of real skin are measured (a calibration fixes exposure, which moves
   * colour most here, so they would likely be narrower). Measured on engine 3.1.0 on
   * 2026-11-29 by `npm run repeatability`; the held-out half judges them
   * (real-retake.test.ts). Run it again after an engine change.
   */
  repeatability: {
    uncalibrated: {
      skin_type: 1.5,
      roughness: 2.5,
      color: 3.5,
      sensitivity: 3,
      pigment: 3.5,
      elasticity: 3,
      corneum: 1.5,
    },
    calibrated: {
      skin_type: 1.5,
      roughness: 2.5,
      color: 3.5,
      sensitivity: 3,
      pigment: 3.5,
      elasticity: 3,
      corneum: 1.5,
    },
  },
} as const;
