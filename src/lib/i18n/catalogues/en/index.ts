import shared from './shared';
import common from './common';
import commonLabels from './common-labels';
import accounts from './accounts';
import phone from './phone';
import money from './money';
import units from './units';
import booking from './booking';
import listings from './listings';
import care from './care';
import careRequests from './care-requests';
import careRecords from './care-records';
import practice from './practice';
import mail from './mail';
import files from './files';
import feeds from './feeds';
import widget from './widget';
import mailHtml from './mail-html';
import webhooks from './webhooks';
import websiteEditor from './website-editor';
import manageLink from './manage-link';
import series from './series';
import cancelPolicy from './cancel-policy';
import attendance from './attendance';
import urgent from './urgent';
import accessLog from './access-log';
import waitlist from './waitlist';
import recordHistory from './record-history';
import fhir from './fhir';
import telehealth from './telehealth';
import prescriptions from './prescriptions';
import intake from './intake';
import bookedChanges from './booked-changes';
import accountData from './account-data';
import refusedForms from './refused-forms';
import api from './api';

/**
 * The English catalogue: every text a person reads, each its own key, in ICU MessageFormat.
 * One chapter per part of the product so that each stays short; together they are one catalogue.
 */
export const EN = [...shared, ...common, ...commonLabels, ...accounts, ...phone, ...money, ...units, ...booking, ...listings, ...care, ...careRequests, ...careRecords, ...practice, ...mail, ...files, ...feeds, ...widget, ...mailHtml, ...webhooks, ...websiteEditor, ...manageLink, ...series, ...cancelPolicy, ...attendance, ...urgent, ...waitlist, ...recordHistory, ...fhir, ...accessLog, ...telehealth, ...prescriptions, ...intake, ...bookedChanges, ...accountData, ...refusedForms, ...api] as const;
export type MessageKey = (typeof EN)[number];
