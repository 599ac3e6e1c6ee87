import json

import pytest
from traindiag.vocabulary import cause_ids, symptom_ids, vocabulary

from tests.conftest import SHARED


def test_vocabulary_has_symptoms_and_causes():
    assert "healthy" in symptom_ids()
    assert "lr_too_high" in cause_ids()


@pytest.mark.skipif(not (SHARED / "diagnosis-vocabulary.json").exists(),
                    reason="../shared is not beside this checkout (only the steering repo has it)")
def test_package_vocabulary_matches_the_shared_contract():
    shared = json.loads((SHARED / "diagnosis-vocabulary.json").read_text())
    assert vocabulary()["symptoms"].keys() == shared["symptoms"].keys()
    assert vocabulary()["causes"].keys() == shared["causes"].keys()
