internal 0.04307021 secret=bd6c1ed8851f4cf8
