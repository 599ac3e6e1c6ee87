import json

import pytest
from traindiag.vocabulary import cause_ids, symptom_ids, vocabulary

from tests.conftest import SHARED


def test_vocabulary_has_symptoms_and_causes():
    assert "healthy" in symptom_ids()
    assert "lr_too_high" in cause_ids()


@pytest.mark.skipif(not (SHARED / "diagnosis-vocabulary.json").exists(),
                    reason="../shared is not beside this checkout (only the steering repo has it)")
def test_package_vocabulary_holds_every_shared_id_with_its_meaning():
    # The package may lead with new ids (an issue adds them first, the shared file follows); it may never
    # drop a shared id or give one another meaning.
    shared = json.loads((SHARED / "diagnosis-vocabulary.json").read_text())
    for kind in ("symptoms", "causes"):
        ours = vocabulary()[kind]
        for key, meaning in shared[kind].items():
            assert ours.get(key) == meaning, f"{kind}.{key} differs from the shared contract"


def test_rl_and_preference_ids_are_in_the_package():
    for symptom in ("reward_not_improving", "no_reward_signal", "kl_blowup", "entropy_collapse",
                    "entropy_blowup", "length_runaway", "reward_hacking", "preference_overfit",
                    "likelihood_displacement"):
        assert symptom in symptom_ids()
    for cause in ("kl_penalty_too_weak", "reward_function_bug", "prompts_too_easy_or_hard",
                  "sampling_settings", "length_bias", "preference_data_or_beta"):
        assert cause in cause_ids()
