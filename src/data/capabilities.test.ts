import { describe, expect, it } from 'vitest';
import {
  capabilities,
  capabilitiesOf,
  capabilityIds,
  entryPlans,
  newOnPlan,
  plansWith,
  previousPlan,
  supportChannels,
  type Capability,
} from './capabilities';
import { audienceIds, audiences, planIds } from './pricing';

// Rules the capability data keeps whatever it says; what it says is read by the pricing page,
// the site tokens and the claims check, never retyped.

describe('capabilities', () => {
  it('name, per audience, a plan of that audience', () => {
    for (const id of capabilityIds) {
      const { from } = capabilities[id] as Capability;
      if (from === 'everyPlan') continue;
      for (const [audience, plan] of Object.entries(from)) {
        expect(
          audiences[audience as (typeof audienceIds)[number]].plans.map((p) => p.id),
          `${id} on ${audience}`,
        ).toContain(plan);
      }
    }
  });

  it('are included by a plan and every later plan of its audience', () => {
    expect(plansWith('aiFeedback').map((plan) => plan.id)).toEqual(['studioPlus', 'enterprise']);
    expect(plansWith('apiExport').map((plan) => plan.id)).toEqual([
      'studioPlus',
      'enterprise',
      'professional',
      'business',
    ]);
    expect(
      plansWith('emailSupport')
        .map((plan) => plan.id)
        .sort(),
    ).toEqual([...planIds].sort());
    expect(plansWith('crmConnectors')).toEqual([]);
    for (const audience of audienceIds) {
      const plans = audiences[audience].plans;
      plans.slice(1).forEach((plan, index) => {
        expect(previousPlan(plan.id)).toBe(plans[index]);
        for (const id of capabilitiesOf(plans[index]!.id))
          expect(capabilitiesOf(plan.id), `${plan.name} has ${id}`).toContain(id);
      });
      expect(previousPlan(plans[0]!.id)).toBeUndefined();
    }
  });

  it('list each capability with a pricing line once per audience, on its first plan', () => {
    for (const id of capabilityIds.filter((c) => capabilities[c].pricingLine)) {
      const listed = planIds.filter((plan) => newOnPlan(plan).includes(id));
      expect(listed, id).toEqual(entryPlans(id).map((plan) => plan.id));
    }
  });

  it('give every plan the support channels the spec names: chat, email, knowledge base', () => {
    for (const plan of planIds)
      expect(supportChannels(plan), plan).toEqual(['chatSupport', 'emailSupport', 'knowledgeBase']);
  });

  it('keep connectors that are not ready as in development', () => {
    expect(capabilities.lmsConnectors.status).toBe('inDevelopment');
    expect(capabilities.crmConnectors.status).toBe('inDevelopment');
  });
});
