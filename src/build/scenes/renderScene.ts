import type { Locale } from '../../i18n/locales';
import { typesetData } from '../../i18n/typography';
import { sceneCopy } from './copy';
import type { SceneCopy } from './copy/types';
import { drawAnalytics } from './draw/analytics';
import { drawDisc } from './draw/disc';
import { drawBranding } from './draw/branding';
import { drawCase } from './draw/case';
import { drawCampaign } from './draw/campaign';
import { drawCertificate } from './draw/certificate';
import { drawCourse } from './draw/course';
import { drawEditor } from './draw/editor';
import { drawBrief } from './draw/brief';
import { drawDraft } from './draw/draft';
import { drawFeedback } from './draw/feedback';
import { drawPublish } from './draw/publish';
import { drawLaunch } from './draw/launch';
import { drawWorkspace } from './draw/workspace';
import { drawAffiliate } from './draw/affiliate';
import {
  drawArticleCover,
  drawChaptersCover,
  drawPitchCover,
  drawScriptCover,
  drawSpineCover,
} from './draw/covers';
import { drawInterview } from './draw/interview';
import { drawJourney } from './draw/journey';
import { drawNovel } from './draw/novel';
import { drawObjection } from './draw/objection';
import { drawPhone, lessonStory, shiftStory, trialStory } from './draw/phone';
import { drawPolicy } from './draw/policy';
import { drawQuests } from './draw/quests';
import { drawCohort } from './draw/cohort';
import { drawShortlist } from './draw/shortlist';
import { drawSkills } from './draw/skills';
import { drawSupport } from './draw/support';
import { drawMoodRules } from './draw/moodRules';
import { drawTeam } from './draw/team';
import { drawSeason } from './draw/season';
import {
  drawStage,
  stagePortrait,
  stageSize,
  type StageMood,
  type StageSetting,
} from './draw/stage';
import { shadowFilter, svgDocument } from './draw/svg';
import { outlineText } from './outline';
import { scenePhoneSizes, sceneSizes, type SceneId } from '../../data/sceneIds';
import { drawAnalyticsPhone } from './phone/analytics';
import { drawBriefPhone } from './phone/brief';
import { drawDraftPhone } from './phone/draft';
import { drawPublishPhone } from './phone/publish';
import { drawLaunchPhone } from './phone/launch';
import { drawWorkspacePhone } from './phone/workspace';
import { drawAffiliatePhone } from './phone/affiliate';
import { drawBrandingPhone } from './phone/branding';
import { drawCampaignPhone } from './phone/campaign';
import { drawCasePhone } from './phone/case';
import { drawCertificatePhone } from './phone/certificate';
import { drawCoursePhone } from './phone/course';
import { drawDiscPhone } from './phone/disc';
import { drawEditorPhone } from './phone/editor';
import { drawFeedbackPhone } from './phone/feedback';
import { drawInterviewPhone } from './phone/interview';
import { drawJourneyPhone } from './phone/journey';
import { drawNovelPhone } from './phone/novel';
import { drawObjectionPhone } from './phone/objection';
import { drawPolicyPhone } from './phone/policy';
import { drawQuestsPhone } from './phone/quests';
import { drawCohortPhone } from './phone/cohort';
import { drawShortlistPhone } from './phone/shortlist';
import { drawSkillsPhone } from './phone/skills';
import { drawSupportPhone } from './phone/support';
import { drawMoodRulesPhone } from './phone/moodRules';
import { drawTeamPhone } from './phone/team';
import { drawSeasonPhone } from './phone/season';

/** Each scene's drawing, from its words in one locale. */
const drawings: {
  [K in SceneId]?: (copy: SceneCopy, locale: Locale) => string;
} = {
  editor: (copy) => drawEditor(copy.editor),
  novel: (copy) => drawNovel(copy.novel),
  phone: (copy) => drawPhone(copy.phone),
  lesson: (copy) => drawPhone(copy.lesson, lessonStory),
  trial: (copy) => drawPhone(copy.trial, trialStory),
  shift: (copy) => drawPhone(copy.shift, shiftStory),
  analytics: (copy, locale) => drawAnalytics(copy.analytics, locale),
  disc: (copy) => drawDisc(copy.disc),
  branding: (copy) => drawBranding(copy.branding),
  interview: (copy) => drawInterview(copy.interview),
  journey: (copy) => drawJourney(copy.journey),
  case: (copy, locale) => drawCase(copy.case, locale),
  certificate: (copy, locale) => drawCertificate(copy.certificate, locale),
  support: (copy) => drawSupport(copy.support),
  moodRules: (copy, locale) => drawMoodRules(copy.moodRules, locale),
  skills: (copy) => drawSkills(copy.skills),
  campaign: (copy, locale) => drawCampaign(copy.campaign, locale),
  course: (copy, locale) => drawCourse(copy.course, locale),
  feedback: (copy) => drawFeedback(copy.feedback),
  brief: (copy) => drawBrief(copy.brief),
  draft: (copy) => drawDraft(copy.draft),
  publish: (copy) => drawPublish(copy.publish),
  launch: (copy, locale) => drawLaunch(copy.launch, locale),
  workspace: (copy) => drawWorkspace(copy.workspace),
  affiliate: (copy, locale) => drawAffiliate(copy.affiliate, locale),
  pitchCover: (copy) => drawPitchCover(copy.pitchCover),
  spineCover: (copy) => drawSpineCover(copy.spineCover),
  chaptersCover: (copy) => drawChaptersCover(copy.chaptersCover),
  scriptCover: (copy) => drawScriptCover(copy.scriptCover),
  articleCover: (copy) => drawArticleCover(copy.articleCover),
  shortlist: (copy) => drawShortlist(copy.shortlist),
  objection: (copy) => drawObjection(copy.objection),
  team: (copy) => drawTeam(copy.team),
  policy: (copy) => drawPolicy(copy.policy),
  season: (copy, locale) => drawSeason(copy.season, locale),
  quests: (copy, locale) => drawQuests(copy.quests, locale),
  cohort: (copy, locale) => drawCohort(copy.cohort, locale),
};

/** The scenes that have a drawing (all of them, once each is drawn). */
export const drawnSceneIds = () =>
  (Object.keys(drawings) as SceneId[]).filter((id) => drawings[id]);

/** The height a phone composition is drawn to: the card that frames it ends there. */
const phoneHeight = (id: SceneId) => scenePhoneSizes[id]?.[1] ?? 0;

/** Each scene's phone composition (`scenePhoneSizes`), from its words in one locale. */
const phoneDrawings: {
  [K in SceneId]?: (copy: SceneCopy, locale: Locale) => string;
} = {
  editor: (copy) => drawEditorPhone(copy.editor),
  novel: (copy) => drawNovelPhone(copy.novel),
  analytics: (copy, locale) => drawAnalyticsPhone(copy.analytics, locale),
  disc: (copy) => drawDiscPhone(copy.disc),
  branding: (copy) => drawBrandingPhone(copy.branding),
  interview: (copy) => drawInterviewPhone(copy.interview),
  journey: (copy) => drawJourneyPhone(copy.journey, phoneHeight('journey')),
  case: (copy, locale) => drawCasePhone(copy.case, locale),
  certificate: (copy, locale) => drawCertificatePhone(copy.certificate, locale),
  support: (copy) => drawSupportPhone(copy.support, phoneHeight('support')),
  moodRules: (copy, locale) => drawMoodRulesPhone(copy.moodRules, locale, phoneHeight('moodRules')),
  skills: (copy) => drawSkillsPhone(copy.skills),
  campaign: (copy, locale) => drawCampaignPhone(copy.campaign, locale),
  course: (copy, locale) => drawCoursePhone(copy.course, locale, phoneHeight('course')),
  feedback: (copy) => drawFeedbackPhone(copy.feedback, phoneHeight('feedback')),
  brief: (copy) => drawBriefPhone(copy.brief),
  draft: (copy) => drawDraftPhone(copy.draft),
  publish: (copy) => drawPublishPhone(copy.publish),
  launch: (copy, locale) => drawLaunchPhone(copy.launch, locale),
  workspace: (copy) => drawWorkspacePhone(copy.workspace, phoneHeight('workspace')),
  affiliate: (copy, locale) => drawAffiliatePhone(copy.affiliate, locale, phoneHeight('affiliate')),
  shortlist: (copy) => drawShortlistPhone(copy.shortlist, phoneHeight('shortlist')),
  objection: (copy) => drawObjectionPhone(copy.objection, phoneHeight('objection')),
  team: (copy) => drawTeamPhone(copy.team, phoneHeight('team')),
  policy: (copy) => drawPolicyPhone(copy.policy, phoneHeight('policy')),
  season: (copy, locale) => drawSeasonPhone(copy.season, locale, phoneHeight('season')),
  quests: (copy, locale) => drawQuestsPhone(copy.quests, locale, phoneHeight('quests')),
  cohort: (copy, locale) => drawCohortPhone(copy.cohort, locale, phoneHeight('cohort')),
};

/** The scene's words in the locale's typography (scene words are all prose: no key is skipped). */
const copyIn = (locale: Locale) => typesetData(sceneCopy[locale], locale, new Set());

/** A scene's drawing in one locale, its words still <text> in the locale's typography. */
export function drawScene(id: SceneId, locale: Locale): string {
  const draw = drawings[id];
  if (!draw) throw new Error(`scene "${id}" has no drawing in src/build/scenes/draw`);
  const [width, height] = sceneSizes[id];
  return svgDocument(width, height, draw(copyIn(locale), locale), shadowFilter('shadow'));
}

/** The scene's phone composition, its words still <text>, or null for a scene that needs none. */
export function drawScenePhone(id: SceneId, locale: Locale): string | null {
  const size = scenePhoneSizes[id];
  if (!size) return null;
  const draw = phoneDrawings[id];
  if (!draw)
    throw new Error(`scene "${id}" has a phone size but no drawing in src/build/scenes/phone`);
  return svgDocument(size[0], size[1], draw(copyIn(locale), locale), shadowFilter('shadow'));
}

/** A scene as a finished SVG file in one locale, its words drawn in Inter's outlines. */
export const renderScene = (id: SceneId, locale: Locale) => outlineText(drawScene(id, locale));

/** The scene's phone composition as a finished SVG file, or null for a scene that needs none. */
export function renderScenePhone(id: SceneId, locale: Locale): string | null {
  const svg = drawScenePhone(id, locale);
  return svg && outlineText(svg);
}

/** The playable demo's stage: a room and the client in a mood, wordless, the same in every locale. */
export function renderStage(setting: StageSetting, mood: StageMood): string {
  return svgDocument(stageSize[0], stageSize[1], drawStage(setting, mood));
}

/**
 * The client's portrait from the same stage (`stagePortrait`): the demo's card shows it on phones,
 * where the whole room would leave the client a few pixels tall.
 */
export function renderStagePortrait(setting: StageSetting, mood: StageMood): string {
  const [x, y, size] = stagePortrait;
  return renderStage(setting, mood).replace(
    /^<svg([^>]*?) viewBox="[^"]*" width="[^"]*" height="[^"]*"/,
    `<svg$1 viewBox="${x} ${y} ${size} ${size}" width="${size}" height="${size}"`,
  );
}
