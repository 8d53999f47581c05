/**
 * The catalogue choices of a Sell or Edit form, checked against the database
 * (the shared schemas check the fields' shapes): the model is the make's and
 * active (when it changes), the variant is the model's, fuel / gear / vehicle
 * type / features exist, a colour id is one of the model's colours; a 400
 * names the first wrong field.
 */
import { MSG } from '#shared/messages.ts';
import type { AddCarRequest } from '#shared/schemas/listing.ts';
import { squashSpaces } from '#shared/schemas/profile.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import {
  existingFeatureIds,
  findModel,
  findVariant,
  modelColours,
  namedRowExists,
} from './listing-catalogue.repository.ts';

const invalid = (field: string, message: string) => new AppError(400, `${field}: ${message}`);

/** The fields both forms carry (the parsed request). */
export type ListingFields = Omit<AddCarRequest, 'carnumber' | 'carphoto'>;

/**
 * Checks the catalogue choices of `f` (400 naming the first wrong field) and
 * answers the colour name to store. `currentModelId`: on edit, the stored
 * model, which stays listable even if it is no longer active.
 */
export async function checkCatalogue(
  db: Db,
  f: ListingFields,
  currentModelId?: number,
): Promise<string> {
  if (!(await namedRowExists(db, 'vehicle_types', f.vehicleid))) {
    throw invalid('vehicleid', MSG.validVehicleType);
  }
  if (!(await namedRowExists(db, 'makes', f.companyid))) {
    throw invalid('companyid', MSG.validCompany);
  }
  const model = await findModel(db, f.carmodelid);
  if (!model || model.make_id !== f.companyid) {
    throw invalid('carmodelid', MSG.modelNotOfCompany);
  }
  if (model.active !== 1 && f.carmodelid !== currentModelId) {
    throw invalid('carmodelid', MSG.modelNotActive);
  }
  const variant = await findVariant(db, f.variantid);
  if (!variant || variant.model_id !== f.carmodelid) {
    throw invalid('variantid', MSG.variantNotOfModel);
  }
  if (!(await namedRowExists(db, 'fuels', f.fueltypeid))) {
    throw invalid('fueltypeid', MSG.validFuel);
  }
  if (!(await namedRowExists(db, 'gears', f.gear))) throw invalid('gear', MSG.validGear);
  const features = await existingFeatureIds(db, f.nFeatures);
  if (f.nFeatures.some((id) => !features.has(id))) {
    throw invalid('nFeatures', MSG.validFeatures);
  }
  return colourName(db, f.carmodelid, f.colour);
}

/**
 * The colour to store: a Colourdata Value (digits) must be a colour of the
 * model and gives its name; a name is stored as the catalogue spells it when
 * it is one of the model's colours, else as typed (older paints are not all
 * in the catalogue).
 */
async function colourName(db: Db, modelId: number, colour: string): Promise<string> {
  const colours = await modelColours(db, modelId);
  if (/^\d+$/.test(colour)) {
    const byId = colours.find((c) => c.id === Number(colour));
    if (!byId) throw invalid('colour', MSG.validColour);
    return byId.name;
  }
  const name = squashSpaces(colour);
  const key = name.toLowerCase();
  return colours.find((c) => c.name.toLowerCase() === key)?.name ?? name;
}
