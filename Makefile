# Cardsuite — `make run` to play, `make test` to check everything headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint translations check-translations bench clean

$(STAMP): pyproject.toml cardsuite/engine/ai/_dd3.c
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m cardsuite

lint: $(STAMP)
	$(VENV)/bin/ruff check cardsuite tests bench tools

# Rebuild cardsuite/translations/*.ts from the sources (keeps translations) and compile the .qm files.
translations: $(STAMP)
	$(PY) tools/translations.py update

check-translations: $(STAMP)
	$(PY) tools/translations.py check

test: $(STAMP) lint check-translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n auto

bench: $(STAMP)
	$(PY) bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
