import type { Capability, CompanyKind, CompanyRole, Membership } from './company-accounts';
/** The API contract shared by the pages and the server. Dates travel as ISO strings. */
import type { CarrierDocument } from './carrier-documents';
import type { AuthorityCheck } from './carrier-onboarding';
import type { CarrierStatus, CarrierStatusChange } from './carrier-verification';
import type { AccountType, QuoteStatus } from './lists';
import type { QuoteDecision } from './offer';
import type { FreightPiece, QuoteAccessorial, QuoteLane } from './lanes';
import type { QuoteLaneRequest } from './quote-lane';
import type { CustomerBilling } from './billing/customer-billing';

export interface ShipperInfo {
  businessType: string;
  shippingVolume: string;
  primaryCommodities: string[];
  shippingRegions: string[];
  specialRequirements?: string;
}

export interface CarrierInfo {
  dotNumber: string;
  mcNumber?: string;
  equipmentTypes: string[];
  fleetSize: string;
  operatingRegions: string[];
  insuranceInfo: { liability: string; cargo: string };
  safetyRating?: string;
  /** Where the carrier's trucks start from: the board's deadhead is measured from it. */
  homeZip?: string;
}

export interface User {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  companyName: string;
  accountType: AccountType;
  shipperInfo?: ShipperInfo | null;
  carrierInfo?: CarrierInfo | null;
  /** Carriers only: where staff's verification stands, and its history (oldest first). */
  carrierStatus?: CarrierStatus;
  carrierStatusHistory?: CarrierStatusChange[];
  /** Carriers only: the current document of each type (certificate of insurance, W-9). */
  carrierDocuments?: CarrierDocument[];
  /** Carriers only: how its operating authority was checked (FMCSA's answer, or staff's when they verified it). */
  authorityCheck?: AuthorityCheck;
  /** Customers and shippers: billing email, invoice on POD, payment terms, credit limit (each absent while its default applies). */
  billing?: CustomerBilling;
  /**
   * Customers, shippers and carriers: the company they act for and their role in it. Absent on staff;
   * an account that has joined no other company is the Owner of its own (`membershipOf`).
   */
  membership?: Membership | null;
  /** The signed-in person's company as /api/user and the sign-in answer give it (never on lists). */
  company?: CompanySummary;
  isAdmin: boolean;
  isActive: boolean;
  createdAt: string;
}

/**
 * The company a person acts for, and what their role there allows. For a carrier company, the
 * carrier's details (its verification, USDOT and MC numbers, documents), which are the company's,
 * not the person's: a dispatcher's board is the company's.
 */
export interface CompanySummary {
  id: number;
  name: string;
  kind: CompanyKind;
  role: CompanyRole;
  capabilities: Capability[];
  carrier?: Pick<User, 'carrierStatus' | 'carrierStatusHistory' | 'carrierDocuments' | 'carrierInfo' | 'authorityCheck'>;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  success: boolean;
  message: string;
  user: User;
}

export interface RegisterRequest {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  companyName: string;
  accountType?: AccountType;
  shipperInfo?: ShipperInfo;
  carrierInfo?: CarrierInfo;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** The details a signed-in user edits on the profile page. */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  companyName: string;
  /** Customers and shippers: where invoices are emailed; '' for the account email. Left as it is when absent. */
  billingEmail?: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** The answer of the account endpoints: a message to show, and the account as it is now where it changed. */
export interface AccountResponse {
  success: boolean;
  message: string;
  user?: User;
}

export interface Quote {
  id: number;
  userId?: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  companyName: string;
  serviceNeeded: string;
  projectDetails?: string;
  equipmentType?: string;
  originZip?: string;
  destinationZip?: string;
  weight?: string;
  distance?: string;
  calculatedPrice?: string;
  /** The calculator's service (e.g. ltl), which picks the carrier rates staff price it with. */
  serviceType?: string;
  lane?: QuoteLane | null;
  /** The pickup date the customer asked for, YYYY-MM-DD (Eastern). */
  pickupDate?: string;
  accessorials?: QuoteAccessorial[];
  pieces?: FreightPiece[];
  /** lb/ft³ of the pieces, and the class it gives on the density scale. */
  density?: number | null;
  freightClass?: string | null;
  status: QuoteStatus;
  /** Staff's internal notes (margins, carrier costs): answered to admins only, never to the customer. */
  adminNotes?: string;
  /** What staff tell the customer about this quote: shown in My Quotes and in the customer's email. */
  customerMessage?: string;
  estimatedPrice?: string;
  /** The last day (Eastern time) a priced quote can be accepted, YYYY-MM-DD (see offer.ts). */
  validUntil?: string | null;
  /** The customer's accept or decline, fixed once made. */
  decision?: QuoteDecision | null;
  /** The shipment booked from this quote once accepted (see shipment.ts). */
  shipmentId?: number | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/customer-quotes/:id/accept: the typed name is the signature. */
export interface QuoteAcceptance {
  signature: string;
  accept: true;
}

/** POST /api/customer-quotes/:id/decline. */
export interface QuoteDeclining {
  reason?: string;
}

export interface PublicQuoteRequest extends QuoteLaneRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  companyName: string;
  serviceNeeded: string;
  projectDetails?: string;
  accessorialIds?: number[];
  pieces?: FreightPiece[];
  /** Honeypot: people never see or fill it. */
  website?: string;
}

/** What the calculator hands over when a visitor books the shipment it estimated. */
export interface QuoteEstimate {
  originZip: string;
  destinationZip: string;
  weight: string;
  serviceType: string;
  cargoType: string;
}

export interface CustomerQuoteRequest extends QuoteLaneRequest {
  serviceNeeded: string;
  phone?: string;
  projectDetails?: string;
  estimate?: QuoteEstimate;
  accessorialIds?: number[];
  pieces?: FreightPiece[];
}

export interface MessageResponse {
  message: string;
}

export interface CarrierRate {
  id: number;
  carrierName: string;
  serviceType: string;
  baseRate: string;
  perMileRate: string;
  perPoundRate: string;
  minimumCharge: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export type CarrierRateInput = Omit<CarrierRate, 'id' | 'createdAt' | 'updatedAt'>;

/** An extra service priced per shipment, kept by staff; active ones are offered on the quote forms. */
export interface Accessorial {
  id: number;
  name: string;
  /** US dollars, as staff typed them (e.g. 75.00). */
  price: string;
  description?: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export type AccessorialInput = Omit<Accessorial, 'id' | 'createdAt' | 'updatedAt'>;

/** GET /api/accessorials: what a quote form offers. */
export type OfferedAccessorial = Pick<Accessorial, 'id' | 'name' | 'price' | 'description'>;

export interface EquipmentPricing {
  id: number;
  equipmentType: string;
  equipmentName: string;
  description?: string;
  baseMileRate: string;
  minimumRate: string;
  weightCapacity?: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export type EquipmentPricingInput = Omit<EquipmentPricing, 'id' | 'createdAt' | 'updatedAt'>;

export interface WebsiteContent {
  id: number;
  section: string;
  contentKey: string;
  contentValue: string;
  contentType: string;
  isActive: boolean;
  updatedAt: string;
}

export type WebsiteContentInput = Omit<WebsiteContent, 'id' | 'updatedAt'>;

export interface AdminUserUpdate {
  isActive?: boolean;
  isAdmin?: boolean;
}

/** A quote as its customer receives it: everything but staff's internal notes. */
export type CustomerQuote = Omit<Quote, 'adminNotes'>;

export interface AdminQuoteUpdate {
  status?: QuoteStatus;
  adminNotes?: string;
  customerMessage?: string;
  estimatedPrice?: string;
  /** YYYY-MM-DD; a newly priced quote without one gets OFFER_VALID_DAYS from today. */
  validUntil?: string;
  /** Email the customer about this change (default true); staff untick it for quiet edits. */
  notifyCustomer?: boolean;
}

/** A page of a list that can grow. The API answers lists as plain arrays (the spec's shape) and reports the total in the X-Total-Count header; clients assemble this. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface AdminStats {
  users: { total: number; active: number };
  /** `overdue`: pending quotes past the promised response time in desk hours (business-hours.ts). */
  quotes: { total: number; pending: number; overdue: number; approved: number; rejected: number; completed: number };
  carrierRates: { total: number; active: number };
  equipment: { total: number; active: number };
  recentQuotes: Quote[];
  mail: MailCounts;
}

export type MailStatus = 'queued' | 'sent' | 'failed';

/** Emails by delivery state, for the admin overview. */
export interface MailCounts {
  queued: number;
  sent: number;
  failed: number;
}

/** An email as staff see its delivery (GET /api/admin/mail). */
export interface MailMessageSummary {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError?: string;
  sentAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** An email recorded for a quote, as staff see it on the quote (GET /api/admin/quotes/:id/emails). */
export interface QuoteEmail extends MailMessageSummary {
  /** The email's plain-text body, as sent. */
  text: string;
}

/** One email caught by the demo mailbox. */
export interface DemoMailItem {
  id: string;
  receivedAt: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** GET /api/admin/demo-mail: the demo mailbox, newest first; `enabled` is false when SMTP_URL sends mail elsewhere. */
export interface DemoMailbox {
  enabled: boolean;
  messages: DemoMailItem[];
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'connected' | 'disconnected';
  uptimeSeconds: number;
}

export interface AppInfo {
  demoMode: boolean;
  /** Present only in demo mode: the credentials /simple-login may prefill and hint. */
  demoAdmin?: { username: string; password: string };
}

/** The error body every failed API call answers with. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * A cookie the API keeps beside the (httpOnly) session cookie while a user is signed in: readable by
 * the pages, it says only "there may be a session", so a visitor who never signed in is not asked
 * GET /api/user (a 401 in every visitor's console). The session cookie alone grants anything.
 */
export const SESSION_HINT_COOKIE = 'freight.signed_in';
