print("trellis-bench: under construction")
