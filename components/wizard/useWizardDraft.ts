'use client';

import { useEffect, useLayoutEffect, useState } from 'react';
import { parseQuotePreset } from '@/lib/quoteLinks';
import { replaceHistoryUrl } from '@/components/ui/historyUrl';
import type { WizardOptions } from '@/lib/wizardOptions';
import {
  hasErrors,
  initialWizardState,
  localIsoDate,
  parseDraft,
  validateStep,
  withRequestType,
  type WizardState,
  type WizardStep,
} from '@/lib/wizardValidation';

export const WIZARD_DRAFT_KEY = 'gielle.request-draft';

/**
 * The wizard's answers and step, kept in sessionStorage so a reload loses nothing typed
 * (docs/product.md, decision "nothing typed is lost"), and preset once from a quoteRequestHref link.
 * Pass `sent` so the draft is not written back after clearDraft().
 */
export function useWizardDraft(options: WizardOptions, sent: boolean) {
  const [step, setStep] = useState<WizardStep>(1);
  const [state, setState] = useState<WizardState>(initialWizardState);
  const [restored, setRestored] = useState(false);
  // Until the draft is read, the initial state must not overwrite it.
  const [loaded, setLoaded] = useState(false);

  // Restore the draft, then apply a preset from the URL (a link from a vehicle or a service).
  // A layout effect, so it lands before the fields hand over what the visitor typed before
  // hydration (useEarlyInput, a passive effect): that is newer than any draft, and wins.
  useLayoutEffect(() => {
    let next: WizardState = initialWizardState;
    let nextStep: WizardStep = 1;
    let fromDraft = false;
    try {
      const draft = parseDraft(window.sessionStorage.getItem(WIZARD_DRAFT_KEY));
      if (draft) {
        next = draft.state;
        nextStep = draft.step;
        fromDraft = true;
      }
    } catch {
      // Storage unavailable (private mode, blocked): start empty.
    }
    const preset = parseQuotePreset(window.location.search);
    if (preset?.requestType === 'rental') {
      const chosen = preset.vehicleIds.flatMap((id) => options.vehicles.filter((item) => item.id === id));
      const [only] = chosen;
      if (chosen.length === 1 && only) {
        // One vehicle: exactly as a vehicle's own quote link has always opened the wizard.
        next = { ...withRequestType(next, 'rental'), vehicleCategory: only.category, vehicleType: String(only.id) };
        nextStep = 1;
      } else if (chosen.length > 1) {
        // The request list: every vehicle already in the request, the list free to add more.
        next = { ...withRequestType(next, 'rental'), vehicleIds: chosen.map((item) => String(item.id)) };
        nextStep = 1;
      }
    } else if (preset?.requestType === 'service') {
      const service = options.services.find((item) => item.id === preset.serviceId);
      if (service) {
        next = { ...withRequestType(next, 'service'), selectedCategory: 'all', selectedService: String(service.id) };
        nextStep = 1;
      }
    }
    if (preset) {
      // The preset is applied once; a reload then restores the draft as the visitor left it.
      replaceHistoryUrl(`${window.location.pathname}${window.location.hash}`);
    }
    // Never reopen on a step whose earlier steps no longer validate (e.g. a start date now past).
    for (let check = 1 as WizardStep; check < nextStep; check = (check + 1) as WizardStep) {
      if (hasErrors(validateStep(check, next, localIsoDate()))) {
        nextStep = check;
        break;
      }
    }
    setState(next);
    setStep(nextStep);
    setRestored(fromDraft && !preset);
    setLoaded(true);
  }, [options]);

  // Keep the draft (not the privacy consent) while the visitor types.
  useEffect(() => {
    if (!loaded || sent) return;
    try {
      if (state === initialWizardState) window.sessionStorage.removeItem(WIZARD_DRAFT_KEY);
      else
        window.sessionStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify({ step, state: { ...state, privacy: false } }));
    } catch {
      // Storage full or blocked: the wizard still works, only the draft is not kept.
    }
  }, [loaded, state, step, sent]);

  /** Back to an empty first step; the persist effect then drops the stored draft. */
  function discard() {
    setState(initialWizardState);
    setRestored(false);
    setStep(1);
  }

  return { step, setStep, state, setState, restored, discard, clearDraft };
}

/** Called before the success screen, so a reload after sending starts empty. */
function clearDraft() {
  try {
    window.sessionStorage.removeItem(WIZARD_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
