// The model.
