/**
 * A valid Sell Your Car body for tests (not a test file itself): a
 * catalogue choice a seller may list (with the wrong choices a test needs
 * beside it) and the addcar body for it.
 */
import type { Db } from '../db/database.ts';

type Fields = Record<string, string | number | undefined>;

/** A catalogue choice a seller may list: an active model with variants and colours. */
export interface Choice {
  vehicleId: number;
  makeId: number;
  makeName: string;
  modelId: number;
  modelName: string;
  variantId: number;
  variantName: string;
  otherVariantId: number;
  colourId: number;
  colourName: string;
  fuelId: number;
  gearId: number;
  featureIds: number[];
  /** A model of another make, an inactive model of the same kind, a variant of another model. */
  otherMakeModelId: number;
  inactiveModel?: { makeId: number; modelId: number; variantId: number };
  foreignVariantId: number;
}

/** Picks Maruti Suzuki Swift (or the first active model with variants and colours) and the rest. */
export async function pickChoice(db: Db): Promise<Choice> {
  const models = await db
    .selectFrom('models as md')
    .innerJoin('makes as mk', 'mk.id', 'md.make_id')
    .select(['md.id', 'md.name', 'md.active', 'md.make_id', 'mk.name as make_name'])
    .orderBy('md.id')
    .execute();
  const variants = await db
    .selectFrom('variants')
    .select(['id', 'model_id', 'name', 'fuel_id', 'gear_id'])
    .orderBy('id')
    .execute();
  const colours = await db
    .selectFrom('colours')
    .select(['id', 'model_id', 'name'])
    .orderBy('id')
    .execute();
  const usable = models.filter(
    (m) =>
      m.active === 1 &&
      variants.filter((v) => v.model_id === m.id).length >= 2 &&
      colours.some((c) => c.model_id === m.id),
  );
  const model = usable.find((m) => m.name === 'Swift') ?? usable[0];
  const [variant, other] = variants.filter((v) => v.model_id === model.id);
  const colour = colours.find((c) => c.model_id === model.id)!;
  const otherMakeModel = models.find((m) => m.make_id !== model.make_id)!;
  const inactive = models.find((m) => m.active === 0 && variants.some((v) => v.model_id === m.id));
  const features = await db.selectFrom('features').select('id').orderBy('id').limit(3).execute();
  return {
    vehicleId: 1,
    makeId: model.make_id,
    makeName: model.make_name,
    modelId: model.id,
    modelName: model.name,
    variantId: variant.id,
    variantName: variant.name,
    otherVariantId: other.id,
    colourId: colour.id,
    colourName: colour.name,
    fuelId: variant.fuel_id,
    gearId: variant.gear_id,
    featureIds: features.map((f) => f.id),
    otherMakeModelId: otherMakeModel.id,
    inactiveModel: inactive && {
      makeId: inactive.make_id,
      modelId: inactive.id,
      variantId: variants.find((v) => v.model_id === inactive.id)!.id,
    },
    foreignVariantId: variants.find((v) => v.model_id !== model.id)!.id,
  };
}

/** A valid addcar body for `choice` (photo base64 given), with `override` applied. */
export function sellBody(choice: Choice, carphoto: string, override: Fields = {}): Fields {
  return {
    carnumber: 'GJ01HQ9999',
    companyid: choice.makeId,
    carmodelid: choice.modelId,
    variantid: choice.variantId,
    fueltypeid: choice.fuelId,
    modelyear: 2019,
    colour: choice.colourId,
    insurance: 'Yes',
    insuranceendtdate: '2027-03-31',
    km: 45000,
    owner: 1,
    seatingcapicity: 5,
    Photoname: 'front.jpg',
    carphoto,
    gear: choice.gearId,
    nInsurancetype: 'Comprehensive',
    nSunRoof: 'No',
    nCc: '1.2',
    nSaleprice: 525000,
    vehicleid: choice.vehicleId,
    nFeatures: choice.featureIds.join(','),
    nState: 'null',
    nCity: 'null',
    Address: 'null',
    ...override,
  };
}
