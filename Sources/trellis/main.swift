print("trellis: command-line tool under construction")
