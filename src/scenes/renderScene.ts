import type { Locale } from '../i18n/locales';
import { typesetData } from '../lib/typography';
import { sceneCopy } from './copy';
import type { SceneCopy } from './copy/types';
import { drawAnalytics } from './draw/analytics';
import { drawDisc } from './draw/disc';
import { drawBranding } from './draw/branding';
import { drawCampaign } from './draw/campaign';
import { drawCertificate } from './draw/certificate';
import { drawCourse } from './draw/course';
import { drawEditor } from './draw/editor';
import { drawFeedback } from './draw/feedback';
import { drawInterview } from './draw/interview';
import { drawJourney } from './draw/journey';
import { drawNovel } from './draw/novel';
import { drawObjection } from './draw/objection';
import { complaintStory, drawPhone, welcomeStory } from './draw/phone';
import { drawPolicy } from './draw/policy';
import { drawShortlist } from './draw/shortlist';
import { drawSkills } from './draw/skills';
import { drawSupport } from './draw/support';
import { drawStage, stageSize, type StageMood, type StageSetting } from './draw/stage';
import { shadowFilter, svgDocument } from './draw/svg';
import { scenePhoneCrops, sceneSizes, type SceneId } from './sceneIds';

/** Each scene's drawing, from its words in one locale. */
const drawings: {
  [K in SceneId]?: (copy: SceneCopy, locale: Locale, phone: boolean) => string;
} = {
  editor: (copy) => drawEditor(copy.editor),
  novel: (copy, _locale, phone) => drawNovel(copy.novel, phone),
  phone: (copy) => drawPhone(copy.phone),
  welcome: (copy) => drawPhone(copy.welcome, welcomeStory),
  complaint: (copy) => drawPhone(copy.complaint, complaintStory),
  analytics: (copy, locale) => drawAnalytics(copy.analytics, locale),
  disc: (copy) => drawDisc(copy.disc),
  branding: (copy) => drawBranding(copy.branding),
  interview: (copy) => drawInterview(copy.interview),
  journey: (copy) => drawJourney(copy.journey),
  certificate: (copy, locale, phone) => drawCertificate(copy.certificate, locale, phone),
  support: (copy) => drawSupport(copy.support),
  skills: (copy) => drawSkills(copy.skills),
  campaign: (copy, locale) => drawCampaign(copy.campaign, locale),
  course: (copy) => drawCourse(copy.course),
  feedback: (copy) => drawFeedback(copy.feedback),
  shortlist: (copy, _locale, phone) => drawShortlist(copy.shortlist, phone),
  objection: (copy, _locale, phone) => drawObjection(copy.objection, phone),
  policy: (copy, _locale, phone) => drawPolicy(copy.policy, phone),
};

/** The scenes that have a drawing (all of them, once each is drawn). */
export const drawnSceneIds = () =>
  (Object.keys(drawings) as SceneId[]).filter((id) => drawings[id]);

/** A scene as a finished SVG file in one locale, its words set in the locale's typography. */
export function renderScene(id: SceneId, locale: Locale, phone = false): string {
  const draw = drawings[id];
  if (!draw) throw new Error(`scene "${id}" has no drawing in src/scenes/draw`);
  // Scene words are all prose: no key is skipped.
  const copy = typesetData(sceneCopy[locale], locale, new Set());
  const [width, height] = sceneSizes[id];
  return svgDocument(width, height, draw(copy, locale, phone), shadowFilter('shadow'));
}

/** The scene's phone crop (`scenePhoneCrops`): the same drawing, framed on its key part. */
export function renderScenePhone(id: SceneId, locale: Locale): string | null {
  const crop = scenePhoneCrops[id];
  if (!crop) return null;
  const [x, y, width, height] = crop;
  // A drawing may leave out, for its phone crop, a part that would show as a sliver at the edge.
  return renderScene(id, locale, true).replace(
    /^<svg([^>]*?) viewBox="[^"]*" width="[^"]*" height="[^"]*"/,
    `<svg$1 viewBox="${x} ${y} ${width} ${height}" width="${width}" height="${height}"`,
  );
}

/** The playable demo's stage: a room and the client in a mood, wordless, the same in every locale. */
export function renderStage(setting: StageSetting, mood: StageMood): string {
  return svgDocument(stageSize[0], stageSize[1], drawStage(setting, mood));
}
