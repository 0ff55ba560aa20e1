import { asc, eq } from 'drizzle-orm'
import type { bankList, cityList, districtList, provinceList, villageList } from '#contract/location/api.ts'
import type { Db } from '../../db/client.ts'
import { bank, locationCity, locationProvince } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { lowerLevels } from './data.ts'

/** Provinces and cities from the database (lists join and sort on them), in name order. */
export const listProvinces =
  (db: Db): EndpointHandler<typeof provinceList> =>
  async () =>
    db.select().from(locationProvince).orderBy(asc(locationProvince.name))

export const listCities =
  (db: Db): EndpointHandler<typeof cityList> =>
  async (request) =>
    db
      .select({ code: locationCity.code, name: locationCity.name })
      .from(locationCity)
      .where(eq(locationCity.provinceCode, request.body.provinceCode))
      .orderBy(asc(locationCity.name))

/** Districts and villages from idn-area-data, kept in memory (data.ts). */
export const listDistricts: EndpointHandler<typeof districtList> = async (request) =>
  (await lowerLevels()).districts.get(request.body.cityCode) ?? []

export const listVillages: EndpointHandler<typeof villageList> = async (request) =>
  (await lowerLevels()).villages.get(request.body.districtCode) ?? []

/** The active banks, by code: what every form asking for a bank offers (an inactive one is not). */
export const listBanks =
  (db: Db): EndpointHandler<typeof bankList> =>
  async () =>
    db
      .select({ code: bank.code, name: bank.name, shortName: bank.shortName, swift: bank.swift })
      .from(bank)
      .where(eq(bank.active, true))
      .orderBy(asc(bank.code))
