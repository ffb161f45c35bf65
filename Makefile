# touchsim: `make run` opens the simulator, `make test` runs every test. Both install what is missing first.
SWIFT ?= swift
export PATH := /opt/swift/usr/bin:$(PATH)

.PHONY: deps build run test bench bench-instructions clean

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

run: build
	$(SWIFT) run sim-desktop $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test
	bash scripts/build-own-scenes.sh

bench: deps
	$(SWIFT) build -c release --product sim-desktop
	.build/release/sim-desktop bench

bench-instructions: deps
	$(SWIFT) build -c release --product sim-desktop
	bash scripts/bench-instructions.sh

clean:
	rm -rf .build
