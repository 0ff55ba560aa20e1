import { describe, expect, it } from 'vitest'
import { access } from './access/route-access.ts'
import { ENDPOINTS, RESOURCES, resourceByName } from './areas.ts'
import { defineEndpoint, noBody } from './engine/endpoint.ts'
import { OFFERING_SCREENS, offeringScreens, optionsAccessOf } from './options-access.ts'
import { REPORTS } from './transactions/reports.ts'

/** Every ref as the declarations spell it, walked here without the derivation's helpers. */
const declaredRefs: { by: string; features: readonly string[]; ref: string }[] = [
  ...RESOURCES.flatMap((r) => [
    ...r.filters.flatMap((f) => (f.type === 'ref' ? [{ by: r.name, features: r.access, ref: f.ref }] : [])),
    ...r.form.flatMap((s) =>
      s.fields.flatMap((f) =>
        [f.ref, ...Object.values(f.refBy?.refs ?? {})]
          .filter((ref): ref is string => ref !== undefined)
          .map((ref) => ({ by: r.name, features: r.access, ref })),
      ),
    ),
  ]),
  ...REPORTS.flatMap((r) =>
    r.filters.flatMap((f) => (f.type === 'ref' ? [{ by: r.apiPath, features: r.access, ref: f.ref }] : [])),
  ),
  ...ENDPOINTS.flatMap((e) =>
    (e.optionsOf ?? []).map((ref) => ({
      by: e.path,
      features: e.access.kind === 'features' ? e.access.anyOf : (e.optionsAccess ?? []),
      ref,
    })),
  ),
]

describe("who may read a resource's options (contract/options-access.ts)", () => {
  it('every ref names a declared resource', () => {
    expect(declaredRefs.filter((r) => !resourceByName(r.ref)).map((r) => `${r.by} → ${r.ref}`)).toEqual([])
    expect(OFFERING_SCREENS.some((s) => s.name === '/users/add' && s.refs.includes('client'))).toBe(true)
  })

  it("is exactly the resource's own features and those of every declaration offering its rows", () => {
    for (const def of RESOURCES) {
      const expected = new Set<string>([
        ...def.access,
        ...declaredRefs.filter((r) => r.ref === def.name).flatMap((r) => r.features),
      ])
      expect(new Set(optionsAccessOf(def)), def.name).toEqual(expected)
      expect(optionsAccessOf(def).slice(0, def.access.length), def.name).toEqual([...def.access])
    }
  })

  it('keeps the registries and device data to their own features (the defect of issue 13)', () => {
    const only = (name: string) => optionsAccessOf(resourceByName(name) ?? { name, access: [] })
    expect(only('card-blocked')).toEqual(['OPEN_BLOCKED_CARD'])
    expect(only('card-blocked-log')).toEqual(['OPEN_BLOCKED_CARD'])
    expect(only('block-transaction')).toEqual(['BLOCK_TRANSACTION'])
    expect(only('printer-kitchen')).toEqual(['APP_DEVICE_PRINTER_KITCHEN_DATA'])
    expect(only('device-activity')).toEqual(['SETTING_DEVICE_ACTIVITY_PERIODE'])
    expect(only('merchant')).toContain('OUTLET_DATA')
    expect(only('merchant')).toContain('SETTING_DASHBOARD_ACCOUNT')
  })

  it('refuses a call open to any signed-in user as a screen offering rows', () => {
    const open = defineEndpoint({
      path: '/probe/pick',
      access: access.session,
      summary: 'probe',
      body: noBody,
      result: noBody,
      optionsOf: ['merchant'],
    })
    expect(() => offeringScreens([], [], [open])).toThrow(
      '/probe/pick: optionsOf needs a call gated by features',
    )
  })

  it('opens a session call’s options to the features it names, and to nobody else', () => {
    expect(optionsAccessOf(resourceByName('merchant') ?? { name: 'merchant', access: [] })).toContain(
      'SUMMARY_TOPUP',
    )
    const pick = defineEndpoint({
      path: '/probe/pick',
      access: access.session,
      summary: 'probe',
      body: noBody,
      result: noBody,
      optionsOf: ['merchant'],
      optionsAccess: ['SUMMARY_BILLER'],
    })
    expect(offeringScreens([], [], [pick])).toEqual([
      { name: '/probe/pick', access: ['SUMMARY_BILLER'], refs: ['merchant'] },
    ])
  })

  it('opens a resource no declaration knows by its own features', () => {
    expect(optionsAccessOf({ name: 'probe', access: ['APP_VERSION'] })).toEqual(['APP_VERSION'])
  })
})
