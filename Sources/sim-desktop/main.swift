print("sim-desktop")
